import { screen, waitFor } from '@testing-library/react';
import { inDialog, renderWithProviders } from '../../test/renderWithProviders';
import { ClientForm } from './ClientForm';
import { emptyClient, toClientInput, type ClientFormValues } from './clientSchema';

describe('ClientForm', () => {
  it('requires first name, last name, email and company name; checks the website', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user } = renderWithProviders(
      inDialog(<ClientForm mode="create" initialValues={emptyClient} onSubmit={onSubmit} onCancel={jest.fn()} />),
    );
    expect(await screen.findByText('Company Information')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Website'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveAccessibleErrorMessage('First name is required'));
    expect(screen.getByLabelText('Last name')).toHaveAccessibleErrorMessage('Last name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleErrorMessage('Valid email address is required');
    expect(screen.getByLabelText('Company name')).toHaveAccessibleErrorMessage('Company name is required');
    expect(screen.getByLabelText('Website')).toHaveAccessibleErrorMessage('Website must be a valid URL');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed values with blanks as null and a website without a scheme', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user } = renderWithProviders(
      inDialog(<ClientForm mode="create" initialValues={emptyClient} onSubmit={onSubmit} onCancel={jest.fn()} />),
    );
    // Pasting, not typing key by key: the values matter here, not the keystrokes.
    const fill = async (label: string, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await screen.findByLabelText('First name');
    await fill('First name', 'Grace');
    await fill('Last name', 'Hopper ');
    await fill('Email', 'grace@harbour.test');
    await fill('Company name', ' Harbour Homes');
    await fill('Website', 'harbour.test');
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values] = onSubmit.mock.calls[0] as unknown as [ClientFormValues];
    expect(toClientInput(values)).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@harbour.test',
      phone: null,
      companyName: 'Harbour Homes',
      address: null,
      website: 'harbour.test',
      companyNumber: null,
      notes: null,
    });
  });
});
