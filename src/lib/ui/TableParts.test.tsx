import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LinkedRow, SortHeader, TableBody } from './TableParts';

function table(props: Partial<Parameters<typeof TableBody>[0]> = {}) {
  renderWithProviders(
    <table>
      <TableBody loading={false} count={1} columns={2} placeholderRows={3} empty="No documents" {...props}>
        <LinkedRow to="/admin/db/users/u1" testId="row">
          <td>
            <Link to="/elsewhere">u1</Link>
          </td>
          <td>
            <input type="checkbox" aria-label="Select u1" />
            Ada
          </td>
        </LinkedRow>
      </TableBody>
    </table>,
  );
}

describe('TableBody', () => {
  it('stands placeholder rows in while loading, and says when there are no rows', () => {
    table({ loading: true });
    expect(screen.getAllByTestId('table-placeholder')).toHaveLength(3);
    expect(screen.queryByTestId('row')).not.toBeInTheDocument();
  });

  it('says so when there are no rows', () => {
    table({ count: 0 });
    expect(screen.getByRole('cell', { name: 'No documents' })).toHaveAttribute('colspan', '2');
  });
});

describe('LinkedRow', () => {
  it('opens its page on a click anywhere but on the controls of its cells', async () => {
    const user = userEvent.setup();
    table();
    await user.click(screen.getByRole('checkbox', { name: 'Select u1' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await user.click(screen.getByText('Ada'));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/db/users/u1');
  });

  it('lets its link go where it points', async () => {
    const user = userEvent.setup();
    table();
    await user.click(screen.getByRole('link', { name: 'u1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere');
  });
});

describe('SortHeader', () => {
  it('tells the order and sorts on a press', async () => {
    const onSort = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <table>
        <thead>
          <tr>
            <SortHeader label="Order Date" direction="desc" description="(newest first)" onSort={onSort} />
            <SortHeader label="email" direction={null} description="Sort by email" onSort={vi.fn()} />
          </tr>
        </thead>
      </table>,
    );
    const [date, email] = screen.getAllByRole('columnheader');
    expect(date).toHaveAttribute('aria-sort', 'descending');
    expect(email).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Order Date (newest first)' }));
    expect(onSort).toHaveBeenCalledTimes(1);
  });
});
