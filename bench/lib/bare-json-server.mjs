// B1's baseline: a bare node:http server answering every request with BODY and CONTENT_TYPE from its environment
// (the bytes and content-type of the API route it is compared with), on HOST:PORT.
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BODY ?? '');
const contentType = process.env.CONTENT_TYPE ?? 'application/json; charset=utf-8';

createServer((_request, response) => {
  response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  response.end(body);
}).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
