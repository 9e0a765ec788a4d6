// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type TabItem, Tabs } from './Tabs.tsx';

const ITEMS: TabItem[] = [
  { key: 'a', label: 'Primeira' },
  { key: 'b', label: 'Segunda', disabled: true },
  { key: 'c', label: 'Terceira' },
];

function Harness({ start = 0 }: { start?: number }) {
  const [selected, setSelected] = useState(start);
  return <Tabs items={ITEMS} selected={selected} onChange={setSelected} panel={(i) => `Painel ${i}`} />;
}

afterEach(cleanup);

describe('Tabs', () => {
  it('marks the selected tab, keeps only it in the tab order and labels its panel', () => {
    render(<Harness />);
    const first = screen.getByRole('tab', { name: 'Primeira' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Terceira' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tab', { name: 'Segunda' }).hasAttribute('disabled')).toBe(true);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Painel 0');
    expect(panel.getAttribute('aria-labelledby')).toBe(first.id);
    expect(first.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('arrows skip the disabled tab, wrap around and select what they reach', () => {
    render(<Harness />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Primeira' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Terceira' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Painel 2');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Terceira' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Primeira' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Primeira' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Terceira' }).getAttribute('aria-selected')).toBe('true');
  });

  it('Home and End reach the first and last enabled tabs; a click selects', () => {
    render(<Harness start={2} />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Terceira' }), { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Primeira' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Primeira' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Terceira' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Primeira' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Painel 0');
  });
});
