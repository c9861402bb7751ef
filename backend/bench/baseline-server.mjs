// The bare baseline of `npm run bench:api`: node:http and mysql2 doing the same insert and the
// same page query as the API, with no framework, validation or ORM.
import { createServer } from 'node:http';
import { createPool } from 'mysql2/promise';

const pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 20, timezone: 'Z' });
const port = Number(process.env.PORT);

const server = createServer(async (request, response) => {
  try {
    const url = new URL(request.url, 'http://localhost');
    if (request.method === 'POST') {
      let raw = '';
      for await (const chunk of request) raw += chunk;
      const body = JSON.parse(raw);
      const createdAt = new Date();
      const [result] = await pool.execute(
        'INSERT INTO history_records (name, class_room, score, percentage, is_pretest, is_posttest, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [
          body.name,
          body.class_room,
          body.score,
          body.percentage,
          body.is_pretest,
          body.is_posttest,
          createdAt,
        ],
      );
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: result.insertId, ...body, created_at: createdAt }));
      return;
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const classRoom = url.searchParams.get('classRoom');
    const [rows] = await pool.query(
      'SELECT * FROM history_records WHERE class_room = ? ORDER BY created_at DESC, id DESC LIMIT 50 OFFSET ?',
      [classRoom, (page - 1) * 50],
    );
    const [[{ total }]] = await pool.query(
      'SELECT COUNT(*) AS total FROM history_records WHERE class_room = ?',
      [classRoom],
    );
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: rows, meta: { page, pageSize: 50, total } }));
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
});

server.listen(port, '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
