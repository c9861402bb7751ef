import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalDialog } from './modal-dialog';

function Opener({
  closable = true,
  preferDone = false,
}: {
  closable?: boolean;
  preferDone?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Buka</button>
      <ModalDialog
        open={open}
        onClose={closable ? () => setOpen(false) : undefined}
        labelledBy="title"
        describedBy="text"
      >
        <h2 id="title">Judul</h2>
        <p id="text">Isi dialog</p>
        <input aria-label="Nama" />
        <button onClick={() => setOpen(false)} data-autofocus={preferDone || undefined}>
          Selesai
        </button>
      </ModalDialog>
    </>
  );
}

describe('a modal dialog', () => {
  it('is named by its title, described by its text, and draws nothing while closed', async () => {
    render(<Opener />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
    const dialog = screen.getByRole('dialog', { name: 'Judul' });
    expect(dialog).toHaveAccessibleDescription('Isi dialog');
    expect(dialog).toHaveAttribute('open');
  });

  it('focuses its first field, and gives focus back to what opened it when it closes', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
    expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Selesai' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buka' })).toHaveFocus();
  });

  it('focuses the button it is told to instead (the one a student most likely wants)', async () => {
    render(<Opener preferDone />);
    await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
    expect(screen.getByRole('button', { name: 'Selesai' })).toHaveFocus();
  });

  it('closes on Escape and on a click beside it when its owner allows', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
    const dialog = screen.getByRole('dialog');
    // A click inside its box (jsdom lays nothing out: the box is at 0,0) leaves it open.
    fireEvent.click(dialog, { clientX: 0, clientY: 0 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // On the backdrop, the click reaches the dialog itself, outside its box.
    fireEvent.click(dialog, { clientX: 300, clientY: 300 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on Escape, a click beside it, and the browser closing it, when it must be answered', async () => {
    render(<Opener closable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
    await userEvent.keyboard('{Escape}');
    const dialog = screen.getByRole('dialog');
    fireEvent.click(dialog, { clientX: 300, clientY: 300 });
    // A browser closes a dialog after a second request with no click between.
    (dialog as HTMLDialogElement).close();
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });
});
