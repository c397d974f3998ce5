import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import type { AvailableSlot } from '@harbour/sdk/availability';
import { createTheme } from '@harbour/ui';
import { SlotPicker } from './SlotPicker';
import { TimeButtons } from './TimeButtons';

const slot = (startsAt: string, localDate: string, dateLabel: string, timeLabel: string, zoneAbbreviation: string, displayTimeLabel = timeLabel): AvailableSlot => ({
  startsAt,
  localDate,
  dateLabel,
  timeLabel,
  displayTimeLabel,
  zoneAbbreviation,
  utcOffset: '+11:00',
});
// The night clocks go back in Sydney: 2:30 am happens twice, so the API adds the zone to both labels.
const twice = [
  slot('2027-04-03T15:30:00.000Z', '2027-04-04', 'Sunday 4 April', '2:30 am', 'AEDT', '2:30 am AEDT'),
  slot('2027-04-03T16:30:00.000Z', '2027-04-04', 'Sunday 4 April', '2:30 am', 'AEST', '2:30 am AEST'),
];
const monday = slot('2027-04-04T23:00:00.000Z', '2027-04-05', 'Monday 5 April', '9:00 am', 'AEST');

function Picker({ slots, onChosen }: { slots: AvailableSlot[]; onChosen: (s: AvailableSlot | undefined) => void }) {
  const [day, setDay] = useState<string>();
  const [chosen, setChosen] = useState<AvailableSlot>();
  return (
    <SlotPicker
      slots={slots}
      day={day}
      onDay={setDay}
      chosen={chosen}
      onChoose={(s) => (setChosen(s), onChosen(s))}
    />
  );
}
const themed = (ui: React.ReactElement) => render(<ThemeProvider theme={createTheme()}>{ui}</ThemeProvider>);

describe('SlotPicker', () => {
  it('two slots with the same clock time show their zones', () => {
    themed(<Picker slots={twice} onChosen={() => undefined} />);
    const times = screen.getByRole('group', { name: 'Choose a time on Sunday 4 April' });
    expect(within(times).getAllByRole('button').map((b) => b.textContent)).toEqual(['2:30 am AEDT', '2:30 am AEST']);
  });

  it('opens the first day; a day chosen shows its times and drops a time chosen on another day; the chosen time is pressed', async () => {
    const chosen = jest.fn();
    themed(<Picker slots={[...twice, monday]} onChosen={chosen} />);
    const days = screen.getByRole('group', { name: 'Choose a day' });
    expect(within(days).getByRole('button', { name: 'Sunday 4 April' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '2:30 am AEST' }));
    expect(screen.getByRole('button', { name: '2:30 am AEST' })).toHaveAttribute('aria-pressed', 'true');
    expect(chosen).toHaveBeenLastCalledWith(twice[1]);
    await userEvent.click(within(days).getByRole('button', { name: 'Monday 5 April' }));
    expect(chosen).toHaveBeenLastCalledWith(undefined);
    const times = screen.getByRole('group', { name: 'Choose a time on Monday 5 April' });
    expect(within(times).getByRole('button', { name: '9:00 am' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows nothing when there are no times (the page says why)', () => {
    const { container } = themed(<Picker slots={[]} onChosen={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('TimeButtons', () => {
  it('names each time with its day and zone where the group does not say the day, and is reachable by keyboard', async () => {
    const onChoose = jest.fn();
    themed(<TimeButtons namedWithDay aria-label="Times with Sam Psych" slots={[monday]} isChosen={() => false} onChoose={onChoose} />);
    const button = within(screen.getByRole('group', { name: 'Times with Sam Psych' })).getByRole('button', { name: 'Monday 5 April 9:00 am AEST' });
    expect(button).toHaveTextContent('9:00 am');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(monday);
  });
});
