#!/usr/bin/env node
// Generates the Prisma client into src/generated/prisma, offline (see prisma-offline.mjs for why that needs care).
import { runPrisma } from './prisma-offline.mjs';

process.exit(runPrisma('generate', process.argv.slice(2)));
