import { describe, expect, expectTypeOf, it } from 'vitest';
import { appRouter } from '@margin/api';
import type { AppProcedurePath, RestRoute } from './rest-route';
import { restRoutes } from './routes';

describe('a REST line names a procedure of the router', () => {
  it('by one of its dotted paths, checked by the compiler (pnpm typecheck)', () => {
    expectTypeOf<'calc.countries'>().toExtend<AppProcedurePath>();
    expectTypeOf<'admin.login'>().toExtend<AppProcedurePath>();
    expectTypeOf<'calc.countrys'>().not.toExtend<AppProcedurePath>();
    expectTypeOf<'admin'>().not.toExtend<AppProcedurePath>();
    const route = {
      method: 'GET',
      path: '/countries',
      // @ts-expect-error a typo in a procedure's path does not compile
      procedure: 'calc.countrys',
      summary: 'Countries',
    } satisfies RestRoute;
    expect(route.procedure).toBe('calc.countrys');
  });

  it('and every line of the table names one that exists', () => {
    const procedures = appRouter._def.procedures as Record<string, unknown>;
    for (const route of restRoutes) expect(procedures[route.procedure], route.procedure).toBeDefined();
  });
});
