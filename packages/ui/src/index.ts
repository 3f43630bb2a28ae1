export { theme } from './theme';
export { LogoMark } from './LogoMark';
