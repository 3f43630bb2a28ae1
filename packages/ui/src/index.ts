export { cssVariablesResolver, theme } from './theme';
export { LogoMark, Wordmark } from './LogoMark';
export { AppProviders, type AppProvidersProps } from './AppProviders';
export { apiFailure, type ApiFailure } from './api-failure';
export {
  ApiBoundary,
  ApiProvider,
  createApiHandle,
  useApi,
  useApiQuery,
  useTRPC,
  useTRPCClient,
  type ApiHandle,
  type ApiOptions,
  type ApiQuery,
  type ApiRuntime,
  type CreateApiRuntime,
} from './api-context';
export { whenIdle } from './when-idle';
export { DeferredModals, deferredModals, MODALS_LOAD_FAILED } from './DeferredModals';
export { deferredComponent, type DeferredComponent } from './deferred-component';
