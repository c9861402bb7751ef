import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutlinedField, OutlinedSelect } from './outlined-field';

function NameField({ problem }: { problem?: string }) {
  const [name, setName] = useState('');
  return (
    <OutlinedField
      label="Nama sesi"
      value={name}
      onChange={(event) => setName(event.target.value)}
      error={problem !== undefined}
      helperText={problem ?? 'Sekolah dan tanggal kunjungan.'}
      inputProps={{ maxLength: 5 }}
    />
  );
}

describe('an outlined field', () => {
  it('is named by its label, described by the text under it, and takes what is typed', async () => {
    render(<NameField />);
    const field = screen.getByRole('textbox', { name: 'Nama sesi' });
    expect(field).toHaveAccessibleDescription('Sekolah dan tanggal kunjungan.');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(field, 'SMPN 1 Sleman');
    // Its own attributes reach the input: at most 5 characters.
    expect(field).toHaveValue('SMPN ');
  });

  it('says it is wrong, and why, when it is in error', () => {
    render(<NameField problem="Wajib diisi." />);
    const field = screen.getByRole('textbox', { name: 'Nama sesi' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Wajib diisi.');
  });

  it('without a text under it, is described by nothing', () => {
    render(<OutlinedField label="Cari nama" type="search" value="" onChange={() => undefined} />);
    expect(screen.getByRole('searchbox', { name: 'Cari nama' })).not.toHaveAttribute(
      'aria-describedby',
    );
  });
});

describe('an outlined select', () => {
  it('is the browser’s own select, named by its label, reporting the chosen value and focus', async () => {
    const chosen: string[] = [];
    let focused = 0;
    render(
      <OutlinedSelect
        label="Jenis"
        value=""
        onChange={(value) => chosen.push(value)}
        onFocus={() => (focused += 1)}
      >
        <option value="">Semua jenis</option>
        <option value="pretest">Pre Test</option>
      </OutlinedSelect>,
    );
    const select = screen.getByRole('combobox', { name: 'Jenis' });
    await userEvent.selectOptions(select, 'Pre Test');
    expect(chosen).toEqual(['pretest']);
    expect(focused).toBeGreaterThan(0);
  });
});
