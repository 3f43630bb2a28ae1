export { cssVariablesResolver, theme } from './theme';
export { LogoMark, Wordmark } from './LogoMark';
export { AppProviders, type AppProvidersProps } from './AppProviders';
export { createApiClient, TRPCProvider, useTRPC } from './trpc';
