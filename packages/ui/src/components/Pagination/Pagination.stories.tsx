import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination.tsx';

/** A stateful frame, as the app uses it (page and per-page live in the URL there). */
function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [perPage, setPerPage] = useState(props.perPage);
  const pageCount = props.totalItems && perPage ? Math.ceil(props.totalItems / perPage) : props.pageCount;
  return (
    <Pagination
      {...props}
      page={page}
      pageCount={pageCount}
      perPage={perPage}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onPerPageChange={
        props.onPerPageChange &&
        ((next) => {
          setPerPage(next);
          setPage(1);
          props.onPerPageChange?.(next);
        })
      }
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  render: (args) => <StatefulPagination {...args} />,
  args: { page: 1, pageCount: 20, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageNumbers = (root: HTMLElement) =>
  within(root)
    .getAllByRole('button', { name: /^Страница/ })
    .map((button) => button.textContent);

export const Playground: Story = {};

/** First page: previous is disabled; the run after 5 is an ellipsis; the current page is marked. */
export const FirstPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'Страницы' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pageNumbers(canvasElement)).toEqual(['1', '2', '3', '4', '5', '20']);
    await expect(canvas.getByText('…')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** In the middle there are gaps on both sides. */
export const MiddlePage: Story = {
  args: { page: 10 },
  play: async ({ canvasElement }) => {
    await expect(pageNumbers(canvasElement)).toEqual(['1', '9', '10', '11', '20']);
    await expect(within(canvasElement).getAllByText('…')).toHaveLength(2);
  },
};

/** Last page: next is disabled. */
export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Страница 20' })).toHaveAttribute('aria-current', 'page');
  },
};

export const FewPages: Story = {
  args: { pageCount: 3, page: 2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(pageNumbers(canvasElement)).toEqual(['1', '2', '3']);
    await expect(canvas.queryByText('…')).not.toBeInTheDocument();
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
  },
};

/** Clicks and the keyboard: next, a page number, previous; the current page is not reported again. */
export const ChangePage: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Следующая страница' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Страница 20' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
    await expect(canvas.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();

    const previous = canvas.getByRole('button', { name: 'Предыдущая страница' });
    previous.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(19);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);

    const calls = (args.onPageChange as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Страница 1' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(calls);
  },
};

/** With rows per page and the total: the range and a select; changing it goes back to page 1. */
export const PerPageAndRange: Story = {
  args: {
    page: 2,
    totalItems: 345,
    perPage: 20,
    perPageOptions: [20, 50, 100],
    onPerPageChange: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('21–40 из 345')).toBeVisible();
    const select = canvas.getByRole('combobox', { name: 'Строк на странице' });
    await userEvent.selectOptions(select, '100');
    await expect(args.onPerPageChange).toHaveBeenCalledWith(100);
    await expect(canvas.getByText('1–100 из 345')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Страница 4' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Страница 5' })).not.toBeInTheDocument();
  },
};

export const UzbekLatin: Story = {
  globals: { language: 'uz' },
  args: { page: 3, totalItems: 12450, perPage: 50, perPageOptions: [20, 50, 100], onPerPageChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Sahifalar' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '3-sahifa' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Keyingi sahifa' })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: 'Sahifadagi qatorlar' })).toBeInTheDocument();
  },
};

export const UzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  args: { page: 3, totalItems: 345, perPage: 20, perPageOptions: [20, 50], onPerPageChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Саҳифалар' })).toBeInTheDocument();
    await expect(canvas.getByText('345 тадан 41–60')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { page: 6, totalItems: 345, perPage: 20, perPageOptions: [20, 50], onPerPageChange: fn() },
};
