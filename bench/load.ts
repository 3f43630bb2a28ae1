import autocannon from 'autocannon';

/** One autocannon run, as a promise. */
export function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error: unknown, result) =>
      error ? reject(error instanceof Error ? error : new Error('autocannon failed')) : resolve(result),
    );
  });
}
