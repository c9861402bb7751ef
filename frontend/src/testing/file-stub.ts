// Vite turns an imported image into its URL; in Jest every image is this one string.
export default 'test-file-stub.svg';
