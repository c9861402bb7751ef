export { UpdatePrompt } from './components/update-prompt';
export { registerServiceWorker } from './register-service-worker';
