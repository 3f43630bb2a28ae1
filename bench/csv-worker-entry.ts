// Runs in a Web Worker of headless Chromium (bundled by csv-tools.ts): the same timing as in Node, on the same
// core functions the seller app's worker calls.
import { timeCsvTools } from './csv-timing';

self.onmessage = (event: MessageEvent<{ text: string; rounds: number }>) => {
  postMessage(timeCsvTools(event.data.text, event.data.rounds));
};
