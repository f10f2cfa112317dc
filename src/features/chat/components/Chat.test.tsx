import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { Chat } from './Chat';

vi.mock('./Conversation', () => ({ Conversation: ({ otherName }: { otherName: string }) => <p>conversation with {otherName}</p> }));

const contacts = [{ uid: 'p1', name: 'Liam Carter', detail: 'patient@demo.test' }];

describe('Chat', () => {
  it("asks to pick someone while no one is selected: 'Click on a user to start a conversation!'", () => {
    renderWithProviders(<Chat side="doctor" me="doc-1" contacts={contacts} contactsLoading={false} contactsError={null} selected={null} onSelect={vi.fn()} />);
    expect(screen.getByText('Click on a user to start a conversation!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Liam Carter/ })).toBeInTheDocument();
  });

  it('shows the conversation of the selected person', () => {
    renderWithProviders(<Chat side="patient" me="p1" contacts={[{ uid: 'doc-1', name: 'Daniel Reyes' }]} contactsLoading={false} contactsError={null} selected="doc-1" onSelect={vi.fn()} />);
    expect(screen.getByText('conversation with Daniel Reyes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Doctors' })).toBeInTheDocument();
  });
});
