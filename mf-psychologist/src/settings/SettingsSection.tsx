import type { ReactNode } from 'react';

/** One titled part of the settings page, with its own form and save button. */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} style={{ display: 'grid', gap: '0.75rem', maxWidth: '36rem', marginBottom: '2rem' }}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}
