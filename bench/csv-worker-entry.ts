// Runs in a Web Worker of headless Chromium (bundled by csv-tools.ts): the same timing as in Node, on the same
// core functions the seller app's worker calls. (The bench compiles without the DOM's types, hence the cast.)
import { timeCsvTools } from './csv-timing';

const worker = globalThis as unknown as {
  onmessage: ((event: { data: { text: string; rounds: number } }) => void) | null;
  postMessage: (message: unknown) => void;
};

worker.onmessage = (event) => worker.postMessage(timeCsvTools(event.data.text, event.data.rounds));
