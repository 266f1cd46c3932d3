import { render, screen } from '@testing-library/react';
import { FormField, Input, Select, Textarea } from './form-field';

describe('FormField', () => {
  it('names its control by the label and describes it with the hint', () => {
    render(
      <FormField label="Title" hint="Shown in lists of posts.">
        <Input name="title" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveAccessibleDescription('Shown in lists of posts.');
    expect(input).not.toBeInvalid();
  });

  it('shows the error under the field and marks the control invalid', () => {
    render(
      <FormField label="Excerpt" hint="A sentence or two." error="Excerpt is required">
        <Textarea name="excerpt" />
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Excerpt' });
    expect(textarea).toBeInvalid();
    expect(textarea).toHaveAccessibleDescription('A sentence or two. Excerpt is required');
    expect(screen.getByText('Excerpt is required')).toBeVisible();
  });

  it('wires a select the same way', () => {
    render(
      <FormField label="Role" error="role must be editor or admin">
        <Select name="role">
          <option value="editor">Editor</option>
        </Select>
      </FormField>,
    );
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(
      'role must be editor or admin',
    );
  });
});
