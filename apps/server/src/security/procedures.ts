// The security suite's table of who may call each procedure, and what the router itself says of each one:
// its kind and the fields its input takes.
import { appRouter } from '@margin/api';

/**
 * Who may call a procedure: anyone; a signed-in seller; a seller whose trial runs or who pays (share, advanced:
 * an expired seller is refused with 403); an operator (an `adm_` session).
 */
export type Access = 'public' | 'seller' | 'feature' | 'admin';

/** Every procedure of the router, by who may call it. The suite fails when the router and this table differ. */
export const PROCEDURE_ACCESS: Record<string, Access> = {
  'auth.checkUser': 'public',
  'auth.login': 'public',
  'auth.redeemSignInLink': 'public',
  'auth.logout': 'public',
  'auth.logoutEverywhere': 'seller',
  'auth.verify': 'seller',
  'auth.setLocale': 'seller',
  'auth.forgotPassword': 'public',
  'auth.resetPassword': 'public',
  'auth.upgradeTrial': 'seller',
  'auth.earlierData': 'seller',
  'auth.settleEarlierData': 'seller',
  'subscription.status': 'seller',
  'subscription.checkout': 'seller',
  'subscription.paymentStatus': 'seller',
  'subscription.checkoutResult': 'public',
  'subscription.cancel': 'seller',
  'subscription.resume': 'seller',
  'calc.countries': 'public',
  'calc.currencies': 'public',
  'calc.rates': 'public',
  'calc.marketplaceFees': 'public',
  'calc.calculate': 'public',
  'calc.emailReport': 'feature',
  'calc.track': 'public',
  'calc.usage': 'seller',
  'shares.create': 'feature',
  'shares.get': 'public',
  'products.list': 'feature',
  'products.create': 'feature',
  'products.update': 'feature',
  'products.delete': 'feature',
  'sales.create': 'feature',
  'sales.importOrders': 'feature',
  'sales.list': 'feature',
  'sales.update': 'feature',
  'sales.delete': 'feature',
  'sales.analytics': 'feature',
  'sales.marketInsights': 'feature',
  'importTools.auditCsv': 'feature',
  'importTools.importListings': 'feature',
  'importTools.importOrders': 'feature',
  'importTools.importStatement': 'feature',
  'importTools.auditTemplate': 'public',
  'importTools.listingsTemplate': 'public',
  'importTools.ordersTemplate': 'public',
  'admin.login': 'public',
  'admin.mfaLogin': 'public',
  'admin.verify': 'admin',
  'admin.logout': 'admin',
  'admin.changePassword': 'admin',
  'admin.mfaSetup': 'admin',
  'admin.mfaEnable': 'admin',
  'admin.mfaDisable': 'admin',
  'admin.stats': 'admin',
  'admin.users': 'admin',
  'admin.user': 'admin',
  'admin.payments': 'admin',
  'admin.activityLogs': 'admin',
  'admin.toggleSubscription': 'admin',
  'admin.extendTrial': 'admin',
  'admin.resendWelcome': 'admin',
  'admin.forceLogout': 'admin',
  'admin.deleteUser': 'admin',
  'etsy.authorize': 'feature',
  'etsy.callback': 'feature',
  'etsy.status': 'seller',
  'etsy.sync': 'feature',
  'etsy.listings': 'feature',
  'etsy.orders': 'feature',
  'etsy.reconcile': 'feature',
  'etsy.disconnect': 'seller',
};

interface ProcedureDef {
  _def: { type: string; inputs?: unknown[] };
}

/** The router's procedures, by dotted path, as tRPC itself lists them. */
export const PROCEDURES = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;

export function procedureType(name: string): 'query' | 'mutation' {
  const type = PROCEDURES[name]?._def.type;
  if (type !== 'query' && type !== 'mutation') throw new Error(`no procedure ${name}`);
  return type;
}

interface ZodLike {
  shape?: Record<string, unknown>;
  _zod?: { def?: { innerType?: unknown; in?: unknown; schema?: unknown; options?: unknown[] } };
}

/** The top-level field names a procedure's input takes (zod object, possibly optional or piped), or []. */
export function inputFields(name: string): string[] {
  const fields = new Set<string>();
  const visit = (schema: unknown, depth: number) => {
    const s = schema as ZodLike | undefined;
    if (!s || depth > 6) return;
    if (s.shape && typeof s.shape === 'object') for (const key of Object.keys(s.shape)) fields.add(key);
    const def = s._zod?.def;
    if (!def) return;
    for (const inner of [def.innerType, def.in, def.schema]) visit(inner, depth + 1);
    for (const option of def.options ?? []) visit(option, depth + 1);
  };
  for (const input of PROCEDURES[name]?._def.inputs ?? []) visit(input, 0);
  return [...fields];
}
