import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@margin/db/testing';
import { createContext } from '../context';
import { httpHintOf } from '../http-hint';
import { createCaller } from '../root';
import {
  BUSY_MESSAGE,
  createHashGate,
  type HashGate,
  type HashGateOptions,
} from '../services/auth/hash-gate';
import { callerForToken, testServices } from '../testing';

const testDb = await createTestDatabase();
afterAll(() => testDb.drop());
const { db } = testDb;

const SELLER_IP = '203.0.113.7';

function callerWith(services = testServices(), ip = SELLER_IP) {
  return createCaller(createContext({ db, services, ip }));
}

const signedIn = (token: string, services: ReturnType<typeof testServices>) =>
  callerForToken(db, token, services, SELLER_IP);

/** A trial account that has set its password, as a Pro seller has. */
async function proAccount(email: string, password = 'Secret123') {
  const services = testServices();
  const trial = await callerWith(services).auth.login({ email });
  await (await signedIn(trial.token, services)).auth.upgradeTrial({ password });
  return trial;
}

/** A gate of one slot that the test keeps busy with work of its own (as a flood would), until released. */
function saturatedGate(options: Omit<HashGateOptions, 'concurrency'>) {
  const gate = createHashGate({ concurrency: 1, ...options });
  let finish = () => {};
  const held = gate.run('198.51.100.1', () => new Promise<void>((resolve) => (finish = resolve)));
  return {
    gate,
    release: async () => {
      finish();
      await held;
    },
  };
}

async function expectBusy(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: BUSY_MESSAGE });
  expect(httpHintOf(error)).toMatchObject({ status: 503, retryAfterSeconds: 1 });
}

describe('password hashing under load', () => {
  it('checks a reset link before hashing: a made-up token is refused as a bad link even when hashing is full', async () => {
    // Every hashing slot is taken and nothing may wait: any hash attempted would answer 503 busy.
    const { gate, release } = saturatedGate({ maxWaitMs: 0 });
    const services = testServices({ hashGate: gate });
    await expect(
      callerWith(services).auth.resetPassword({ token: 'made-up-reset-token', password: 'Flood-Pass-1' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This link is invalid or has expired. Please request a new one.',
    });
    await release();
  });

  it('answers a password sign-in with 503 busy when every hashing slot is taken and no wait is allowed', async () => {
    await proAccount('busy@example.com');
    const { gate, release } = saturatedGate({ maxWaitMs: 0 });
    const services = testServices({ hashGate: gate });

    await expectBusy(callerWith(services).auth.login({ email: 'busy@example.com', password: 'Secret123' }));
    await release();
    await expect(
      callerWith(services).auth.login({ email: 'busy@example.com', password: 'Secret123' }),
    ).resolves.toMatchObject({ email: 'busy@example.com', has_password: true });
  });

  it('turns a waiting sign-in away once the maximum wait has passed, never waiting unboundedly', async () => {
    await proAccount('waiting@example.com');
    // The slot is never released while the sign-ins wait: only the maximum wait can end them.
    const { gate, release } = saturatedGate({ maxWaitMs: 20 });
    const services = testServices({ hashGate: gate });

    await expectBusy(
      callerWith(services).auth.login({ email: 'waiting@example.com', password: 'Secret123' }),
    );
    // An unknown e-mail spends its dummy check in the same gate, so it is turned away alike.
    await expectBusy(callerWith(services).auth.login({ email: 'nobody@example.com', password: 'Secret123' }));
    expect(gate.load()).toEqual({ running: 1, queued: 0 });
    await release();
  });

  it('does not count a busy answer as a wrong password towards the lockout', async () => {
    await proAccount('patient@example.com');
    const { gate, release } = saturatedGate({ maxWaitMs: 0 });
    const services = testServices({ hashGate: gate });
    for (let i = 0; i < 6; i++) {
      await expectBusy(
        callerWith(services).auth.login({ email: 'patient@example.com', password: 'Secret123' }),
      );
    }
    await release();
    await expect(
      callerWith(services).auth.login({ email: 'patient@example.com', password: 'Secret123' }),
    ).resolves.toMatchObject({ email: 'patient@example.com' });
  });

  it('answers 503 busy to a trial setting its password while the slots are taken', async () => {
    const services = testServices();
    const trial = await callerWith(services).auth.login({ email: 'upgrading@example.com' });
    const { gate, release } = saturatedGate({ maxWaitMs: 0 });
    const busyServices = testServices({ hashGate: gate });
    await expectBusy(
      (await signedIn(trial.token, busyServices)).auth.upgradeTrial({ password: 'Secret123' }),
    );
    await release();
  });

  it("runs every password check through the gate as the caller's address", async () => {
    await proAccount('counted@example.com');
    const clients: string[] = [];
    const recording: HashGate = {
      run: (client, work) => {
        clients.push(client);
        return work();
      },
      load: () => ({ running: 0, queued: 0 }),
    };
    const services = testServices({ hashGate: recording });
    await callerWith(services).auth.login({ email: 'counted@example.com', password: 'Secret123' });
    await expect(
      callerWith(services, '192.0.2.44').auth.login({ email: 'ghost@example.com', password: 'Secret123' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(clients).toEqual([SELLER_IP, '192.0.2.44']);
  });
});
