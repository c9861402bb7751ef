// Lesson packs carried between servers (.zip) and to learning platforms (Moodle XML, GIFT).
export { PackSharingController } from './sharing.controller.js';
export { PackSharingService } from './sharing.service.js';
