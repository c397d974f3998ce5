import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import type { FundingRouteName } from '@harbour/sdk/booking';
import type { MedicareReferral } from '@harbour/sdk/funding';
import { createTheme } from '@harbour/ui';
import { EMPTY_FUNDING_DETAILS, type FundingValues } from './funding-details';
import { FundingFields } from './FundingFields';

const TODAY = '2026-11-23';
const referral: MedicareReferral = { medicareReferralId: 'r-1', referrerName: 'Dr Jo Smith', issuedOn: '2026-06-01', validUntil: '2027-06-01' };

function Form({ route, onref, errors = {} }: { route: FundingRouteName; onref: MedicareReferral | null | undefined; errors?: Record<string, string> }) {
  const [values, setValues] = useState<FundingValues>(EMPTY_FUNDING_DETAILS);
  return (
    <ThemeProvider theme={createTheme()}>
      <form aria-label="Funding">
        <FundingFields route={route} values={values} setValue={(name, value) => setValues((v) => ({ ...v, [name]: value }))} errors={errors} referral={onref} today={TODAY} />
      </form>
      <output data-testid="values">{JSON.stringify(values)}</output>
    </ThemeProvider>
  );
}
const labels = () => screen.queryAllByRole('textbox').map((field) => field.getAttribute('name'));

describe('FundingFields', () => {
  it.each<[FundingRouteName, MedicareReferral | null | undefined, (string | null)[]]>([
    ['Private', null, []],
    ['Medicare', null, ['medicareCardNumber', 'medicareReference', 'referrerName', 'referrerProviderNumber']],
    ['BulkBilled', referral, ['medicareCardNumber', 'medicareReference']],
    ['Medicare', undefined, ['medicareCardNumber', 'medicareReference']],
    ['NDIS', null, ['ndisParticipantNumber', 'ndisFunderName', 'ndisFunderEmail']],
    ['DVA', null, ['dvaFileNumber']],
    ['WorkersComp', null, ['workersCompClaimNumber', 'workersCompInsurer', 'workersCompApprovedSessions']],
    ['Partnership', null, []],
  ])('%s with referral %j asks for %j', (route, onFile, names) => {
    render(<Form route={route} onref={onFile} />);
    expect(labels()).toEqual(names);
  });

  it('says a current referral instead of asking for one; an expired one is asked for again', () => {
    const { unmount } = render(<Form route="Medicare" onref={referral} />);
    expect(screen.getByText('Your referral from Dr Jo Smith is current until 1 June 2027.')).toHaveAttribute('role', 'status');
    unmount();
    render(<Form route="Medicare" onref={{ ...referral, validUntil: '2026-11-22' }} />);
    expect(screen.getByRole('group', { name: 'Your GP referral (mental health treatment plan)' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Date of the referral/)).toHaveAttribute('max', TODAY);
  });

  it('asks DVA for the referral date and workers’ compensation for the approved sessions, both optional, with why', async () => {
    const { unmount } = render(<Form route="DVA" onref={null} />);
    const date = screen.getByLabelText('Date of your DVA referral');
    expect(date).toHaveAttribute('max', TODAY);
    expect(date).not.toBeRequired();
    expect(date).toHaveAccessibleDescription(/covers 12 sessions or one year from this date/);
    unmount();
    render(<Form route="WorkersComp" onref={null} errors={{ workersCompApprovedSessions: 'Enter the number of sessions your insurer approved (1 to 100).' }} />);
    const approved = screen.getByRole('textbox', { name: 'Sessions your insurer approved' });
    expect(approved).not.toBeRequired();
    expect(approved).toHaveAccessibleDescription(/Enter the number of sessions your insurer approved \(1 to 100\)/);
    await userEvent.type(approved, '12');
    expect(JSON.parse(screen.getByTestId('values').textContent!)).toMatchObject({ workersCompApprovedSessions: '12' });
  });

  it('keeps what is typed, asks the plan manager only for a plan-managed NDIS plan, and shows each field’s error', async () => {
    render(<Form route="NDIS" onref={null} errors={{ ndisParticipantNumber: 'Enter your 9-digit NDIS number (it starts with 43).' }} />);
    await userEvent.type(screen.getByRole('textbox', { name: /NDIS number/ }), '430000000');
    expect(screen.getByRole('textbox', { name: /NDIS number/ })).toHaveAccessibleDescription(/Enter your 9-digit NDIS number/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'How is your plan managed?' }), 'self');
    expect(screen.queryByRole('textbox', { name: /Plan manager/ })).not.toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('values').textContent!)).toMatchObject({ ndisParticipantNumber: '430000000', ndisManagement: 'self' });
  });
});
