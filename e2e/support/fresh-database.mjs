// Drops and creates the database of the PostgreSQL e2e instance, so every run starts empty like the PGlite one.
import pg from 'pg';

const url = new URL(process.env.DATABASE_URL);
const name = url.pathname.slice(1);
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
url.pathname = '/postgres';
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await client.query(`CREATE DATABASE ${name}`);
await client.end();
