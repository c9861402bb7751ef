import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/**
 * The document served at /api/docs-json. The app must have its global prefix set. It needs no
 * database: `npm run lint:openapi` builds it from an app created with `preview: true`.
 */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('PIBA API')
      .setDescription(
        "Quiz results of PIBA (Pembelajaran Interaktif Berbasis Aplikatif): students save them, the teacher reads, exports and analyses them. With TEACHER_ACCESS_KEY set, every route but saving a result, looking up a session for its join page, reading a published lesson pack version and its drawings, the health check and the video source needs a key in the x-teacher-key header: the admin key (TEACHER_ACCESS_KEY) opens everything, a session key only its session's results.",
      )
      .setVersion('1.0')
      .addServer('/', 'The server that serves this document')
      .addTag('history', 'Quiz results: save, list, export, delete to the trash, restore and erase')
      .addTag('analytics', 'Learning gain per class and per question')
      .addTag('sessions', 'Named runs of the programme, one per school visit: join codes and keys')
      .addTag(
        'packs',
        'Lesson packs: the lesson and its test, written, checked and published as versions that never change',
      )
      .addTag('teacher', "What a teacher's key opens")
      .addTag('audit', 'Who signed in, exported, deleted, restored or erased, and when')
      .addTag('health', 'Whether the server can reach its database')
      .addTag('video', "The school's own video file, for a lab without YouTube")
      .build(),
  );
}
