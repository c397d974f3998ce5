import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReasonSelect } from './ReasonSelect';

const reasons = [
  { reasonId: 1, name: 'Illness' },
  { reasonId: 2, name: 'Other' },
];

function Harness({ onValue, list = reasons }: { onValue: (v: string) => void; list?: typeof reasons }) {
  const [value, setValue] = useState('');
  return <ReasonSelect reasons={list} value={value} onChange={(v) => (setValue(v), onValue(v))} required describedBy="note" />;
}

describe('ReasonSelect', () => {
  it('offers the API’s reasons after "Choose a reason", by keyboard; the value is the reason’s id', async () => {
    const onValue = jest.fn();
    render(
      <>
        <Harness onValue={onValue} />
        <p id="note">Say why.</p>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Reason' });
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('Say why.');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a reason', 'Illness', 'Other']);
    await userEvent.selectOptions(select, 'Other');
    expect(onValue).toHaveBeenLastCalledWith('2');
  });

  it('while the reasons load, offers only "Choose a reason"', () => {
    render(<ReasonSelect reasons={undefined} value="" onChange={() => undefined} />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a reason']);
  });
});
