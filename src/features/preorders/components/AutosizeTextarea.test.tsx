import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AutosizeTextarea } from './AutosizeTextarea';

function Controlled() {
  const [value, setValue] = useState('');
  return <AutosizeTextarea aria-label="Plan" value={value} onChange={(event) => setValue(event.target.value)} />;
}

describe('AutosizeTextarea', () => {
  it('grows from 2 to 4 rows with its lines, and no further', async () => {
    render(<Controlled />);
    const area = screen.getByRole('textbox', { name: 'Plan' }) as HTMLTextAreaElement;
    expect(area.rows).toBe(2);
    await userEvent.type(area, 'one{Enter}two{Enter}three');
    expect(area.rows).toBe(3);
    await userEvent.type(area, '{Enter}four{Enter}five{Enter}six');
    expect(area.rows).toBe(4);
    await userEvent.clear(area);
    expect(area.rows).toBe(2);
  });
});
