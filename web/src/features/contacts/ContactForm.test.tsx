import { screen, waitFor } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { inDialog, renderWithProviders } from '../../test/renderWithProviders';
import { ContactForm } from './ContactForm';
import { emptyContact, toContactInput } from './contactSchema';

describe('ContactForm', () => {
  it('requires a name and a valid e-mail address and does not submit without them', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user } = renderWithProviders(
      inDialog(<ContactForm mode="create" initialValues={emptyContact} onSubmit={onSubmit} onCancel={jest.fn()} />),
    );
    await user.click(await screen.findByRole('button', { name: 'Create Contact' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleErrorMessage('Name is required'));
    expect(screen.getByLabelText('Email')).toHaveAccessibleErrorMessage('Valid email address is required');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), '   ');
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Create Contact' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleErrorMessage('Valid email address is required'));
    expect(screen.getByLabelText('Name')).toHaveAccessibleErrorMessage('Name is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts with English and submits once the required fields are valid', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user } = renderWithProviders(
      inDialog(<ContactForm mode="create" initialValues={emptyContact} onSubmit={onSubmit} onCancel={jest.fn()} />),
    );
    expect(await screen.findByLabelText('Language')).toHaveValue('English');
    await user.type(screen.getByLabelText('Name'), ' Ada Lovelace ');
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Create Contact' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values] = onSubmit.mock.calls[0] as unknown as [typeof emptyContact];
    expect(toContactInput(values)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      phone: null,
      language: 'English',
      notes: null,
    });
  });

  it('shows a server field error on its field', async () => {
    const onSubmit = jest.fn(async () => {
      throw new CombinedGraphQLErrors({
        errors: [{ message: 'Valid email address is required', extensions: { code: 'BAD_USER_INPUT', field: 'email' } }],
      });
    });
    const { user } = renderWithProviders(
      inDialog(
        <ContactForm
          mode="edit"
          initialValues={{ ...emptyContact, name: 'Bo', email: 'bo@example.test' }}
          onSubmit={onSubmit}
          onCancel={jest.fn()}
        />,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleErrorMessage('Valid email address is required'));
  });

  it('refuses over-long names and phone numbers', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user } = renderWithProviders(
      inDialog(
        <ContactForm
          mode="create"
          initialValues={{ ...emptyContact, name: 'x'.repeat(201), email: 'a@b.test', phone: '1'.repeat(51) }}
          onSubmit={onSubmit}
          onCancel={jest.fn()}
        />,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Create Contact' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleErrorMessage('Name must be at most 200 characters'));
    expect(screen.getByLabelText('Phone')).toHaveAccessibleErrorMessage('Phone must be at most 50 characters');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
