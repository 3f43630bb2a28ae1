import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm';

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <MantineProvider env="test">
      <LoginForm onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return onSubmit;
}

describe('admin LoginForm', () => {
  it('requires both fields', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('trims and lowercases the username, as the API stores it, and treats a blank one as missing', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/Username/), '   ');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Username/), ' Ops  ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'ops', password: 'secret' });
  });
});
