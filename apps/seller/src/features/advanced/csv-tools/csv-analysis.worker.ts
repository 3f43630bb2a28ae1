// The CSV tools' Web Worker: the file is read and analysed here, on the seller's device, with core's functions,
// so a file with buyers' names and addresses never leaves the phone and a 500,000-line export does not freeze
// the screen. The page stops a run it no longer wants by ending this worker.
import { answerCsvMessage, type CsvWorkerMessage } from './csv-analysis';

// The app compiles with the DOM's types, not the worker's: the two members used here, typed by hand.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CsvWorkerMessage>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => void answerCsvMessage(event.data, (answer) => scope.postMessage(answer));
