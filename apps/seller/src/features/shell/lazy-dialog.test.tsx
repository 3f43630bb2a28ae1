import { Modal } from '@mantine/core';
import { deferredComponent } from '@margin/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { lazyDialog } from './lazy-dialog';

interface NoteProps {
  opened: boolean;
  onClose: () => void;
  note: string;
}

/** How many times a NoteDialog was mounted. */
let mounts = 0;

function NoteDialog({ opened, onClose, note }: NoteProps) {
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <Modal opened={opened} onClose={onClose} title="Note">
      {note}
    </Modal>
  );
}

function setUp() {
  let loads = 0;
  const load = () => {
    loads += 1;
    return Promise.resolve(NoteDialog);
  };
  const LazyNote = lazyDialog(load, 'opened');
  return { LazyNote, loads: () => loads };
}

describe('lazyDialog', () => {
  it('renders nothing until asked open, then the loaded dialog with its props', async () => {
    const { LazyNote } = setUp();
    const onClose = vi.fn();
    const view = renderWithMantine(<LazyNote opened={false} onClose={onClose} note="Hello" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    view.rerender(<LazyNote opened onClose={onClose} note="Hello" />);
    expect(await screen.findByRole('dialog', { name: 'Note' })).toHaveTextContent('Hello');
  });

  it("stays mounted once opened, so closing is the dialog's own (its transition and focus return)", async () => {
    const { LazyNote, loads } = setUp();
    mounts = 0;
    const view = renderWithMantine(<LazyNote opened onClose={() => {}} note="Kept" />);
    await screen.findByRole('dialog', { name: 'Note' });

    view.rerender(<LazyNote opened={false} onClose={() => {}} note="Kept" />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opened again: at once, the same dialog (never unmounted), with no second load.
    view.rerender(<LazyNote opened onClose={() => {}} note="Kept" />);
    expect(screen.getByRole('dialog', { name: 'Note' })).toBeInTheDocument();
    expect(mounts).toBe(1);
    expect(loads()).toBe(1);
  });

  it('gives the focus back to what opened it, the first time as every time after', async () => {
    const { LazyNote } = setUp();
    function Page() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Add a note
          </button>
          <LazyNote opened={opened} onClose={() => setOpened(false)} note="Hello" />
        </>
      );
    }
    renderWithMantine(<Page />);
    const opener = screen.getByRole('button', { name: 'Add a note' });
    for (let time = 0; time < 2; time++) {
      opener.focus();
      fireEvent.click(opener);
      await screen.findByRole('dialog', { name: 'Note' });
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });

  it('fetches the code once the browser is idle, before it is opened', async () => {
    vi.useFakeTimers();
    try {
      const { LazyNote, loads } = setUp();
      renderWithMantine(<LazyNote opened={false} onClose={() => {}} note="" />);
      expect(loads()).toBe(0);
      // jsdom has no requestIdleCallback: the fallback timer stands in for the idle moment.
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(loads()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not fetch it for a dialog that is gone before the browser was idle', async () => {
    vi.useFakeTimers();
    try {
      const { LazyNote, loads } = setUp();
      const view = renderWithMantine(<LazyNote opened={false} onClose={() => {}} note="" />);
      view.unmount();
      await vi.advanceTimersByTimeAsync(5000);
      expect(loads()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens in the very render that asks for it once its code is here (no Suspense hold-back)', async () => {
    const { LazyNote, loads } = setUp();
    const view = renderWithMantine(<LazyNote opened={false} onClose={() => {}} note="At once" />);
    await act(() => LazyNote.preload());
    expect(loads()).toBe(1);
    // React.lazy would suspend here once and reveal the dialog up to 300 ms later (its fallback throttle).
    view.rerender(<LazyNote opened onClose={() => {}} note="At once" />);
    expect(screen.getByRole('dialog', { name: 'Note' })).toHaveTextContent('At once');
  });

  it('tries a fetch that failed again at the next opening', async () => {
    let attempts = 0;
    const LazyNote = lazyDialog(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(NoteDialog);
    }, 'opened');
    const view = renderWithMantine(<LazyNote opened onClose={() => {}} note="Second try" />);
    await waitFor(() => expect(attempts).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    view.rerender(<LazyNote opened={false} onClose={() => {}} note="Second try" />);
    view.rerender(<LazyNote opened onClose={() => {}} note="Second try" />);
    expect(await screen.findByRole('dialog', { name: 'Note' })).toHaveTextContent('Second try');
    expect(attempts).toBe(2);
  });
});

describe('deferredComponent', () => {
  it('draws a part whose code arrives between its render and its effects', async () => {
    // As in the browser, not under act(): React runs a render's effects in a later task, and a prefetch that ends
    // in between used to leave the part undrawn (a menu's dialog that never opened) until something else rendered.
    const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactTest.IS_REACT_ACT_ENVIRONMENT;
    reactTest.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      let arrive: (component: ComponentType<object>) => void = () => undefined;
      const part = deferredComponent<object>(() => new Promise((resolve) => (arrive = resolve)));
      void part.load(); // the prefetch, on its way
      const controls = { ask: () => {} };
      function Host() {
        const [wanted, setWanted] = useState(false);
        useEffect(() => {
          controls.ask = () => setWanted(true);
        }, []);
        const ready = part.useReady(wanted);
        // The code arrives as the render that wants it runs: after it, before its effects.
        if (wanted && !ready) arrive(() => <p>Arrived</p>);
        return ready ? <part.Component /> : null;
      }
      render(<Host />);
      controls.ask();
      expect(await screen.findByText('Arrived')).toBeInTheDocument();
    } finally {
      reactTest.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
