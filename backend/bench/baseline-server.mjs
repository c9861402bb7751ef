// The bare baselines of `npm run bench:api`: the same insert and the same page query as the API
// with no framework, validation or ORM (BASELINE=http: node:http alone), or behind Express and
// its JSON body parser alone (BASELINE=express: the floor of the decided stack).
import { createServer } from 'node:http';
import express from 'express';
import { createPool } from 'mysql2/promise';

const pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 20, timezone: 'Z' });
const port = Number(process.env.PORT);

async function create(body) {
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
  return { id: result.insertId, ...body, created_at: createdAt };
}

async function list(searchParams) {
  const page = Number(searchParams.get('page') ?? 1);
  const classRoom = searchParams.get('classRoom');
  const [rows] = await pool.query(
    'SELECT * FROM history_records WHERE class_room = ? ORDER BY created_at DESC, id DESC LIMIT 50 OFFSET ?',
    [classRoom, (page - 1) * 50],
  );
  const [[{ total }]] = await pool.query(
    'SELECT COUNT(*) AS total FROM history_records WHERE class_room = ?',
    [classRoom],
  );
  return { data: rows, meta: { page, pageSize: 50, total } };
}

const searchParams = (url) => new URL(url, 'http://localhost').searchParams;

function httpServer() {
  return createServer(async (request, response) => {
    try {
      if (request.method === 'POST') {
        let raw = '';
        for await (const chunk of request) raw += chunk;
        const saved = await create(JSON.parse(raw));
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify(saved));
        return;
      }
      const page = await list(searchParams(request.url));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(page));
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
}

function expressServer() {
  const app = express();
  app.use(express.json({ limit: '16kb' }));
  app.post('/api/history', async (request, response) => {
    response.status(201).json(await create(request.body));
  });
  app.get('/api/history', async (request, response) => {
    response.json(await list(searchParams(request.url)));
  });
  return createServer(app);
}

const server = process.env.BASELINE === 'express' ? expressServer() : httpServer();
server.listen(port, '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
