// Prisma CLI configuration (Prisma 7 reads the database URL from here, not from schema.prisma).
//
// Deliberately a plain object without `import ... from 'prisma/config'`: the CLI is installed in packages/db,
// not at the repository root, so an import here would not resolve. The CLI accepts this shape as is.
// Paths are relative to this file. Run the CLI through packages/db, e.g.
//   pnpm --filter @margin/db generate                      (offline, see packages/db/scripts/generate.mjs)
//   pnpm --filter @margin/db exec prisma migrate deploy --config ../../prisma.config.ts   (needs internet)
//
// `prisma generate` never connects, but the CLI still wants a URL: fall back to a placeholder so a fresh clone
// without DATABASE_URL can generate the client.
const placeholderUrl = 'postgresql://placeholder:placeholder@127.0.0.1:5432/placeholder';

export default {
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL || placeholderUrl },
};
