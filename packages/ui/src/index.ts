export { theme } from './theme';
export { LogoMark } from './LogoMark';
export { AppProviders, type AppProvidersProps } from './AppProviders';
export { createApiClient, TRPCProvider, useTRPC } from './trpc';
