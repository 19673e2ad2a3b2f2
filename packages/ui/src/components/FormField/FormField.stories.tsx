import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, waitFor } from 'storybook/test';
import { uiLocales } from '../../i18n/locale.tsx';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { NumberField } from '../NumberField/NumberField.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FormField, useValidationMessage } from './FormField.tsx';
import { validationMessage, validationMessageKeys, validationMessages } from './formMessages.ts';

const colorInputStyle = { width: '4rem', height: '2.5rem' };

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: {
    label: 'Цвет роли',
    children: (control) => <input type="color" defaultValue="#2563eb" style={colorInputStyle} {...control} />,
  },
  argTypes: {
    children: { control: false },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The control gets the ids and aria attributes that tie it to the label, description and error. */
export const Playground: Story = {
  args: { description: 'Цвет бейджа роли в списках' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Цвет роли');
    await expect(input).toHaveAttribute('type', 'color');
    await expect(input).toHaveAccessibleDescription('Цвет бейджа роли в списках');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Цвет роли/)).toHaveAttribute('aria-required', 'true');
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    errorMessage: validationMessages.ru.invalidColor,
    description: 'HEX, например #2563eb',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Цвет роли/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `HEX, например #2563eb ${validationMessages.ru.invalidColor}`,
    );
    await expect(canvas.getByText(validationMessages.ru.invalidColor).closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  },
};

export const Disabled: Story = {
  args: {
    isDisabled: true,
    children: (control) => (
      <input type="color" defaultValue="#2563eb" disabled style={colorInputStyle} {...control} />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Цвет роли')).toBeDisabled();
  },
};

/** Every SPEC §5 message in the three languages (Russian letter for letter as the client wrote it). */
export const ValidationMessages: Story = {
  parameters: { layout: 'padded' },
  decorators: [(Story) => <Story />],
  render: () => (
    <table style={{ borderCollapse: 'collapse', fontSize: '0.875rem' }}>
      <caption style={{ textAlign: 'start', fontWeight: 600, paddingBlock: '0.5rem' }}>
        Сообщения проверки
      </caption>
      <thead>
        <tr>
          <th scope="col">key</th>
          {uiLocales.map((locale) => (
            <th key={locale} scope="col" lang={locale}>
              {locale}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {validationMessageKeys.map((key) => (
          <tr key={key}>
            <th scope="row" style={{ textAlign: 'start', paddingInlineEnd: '1rem' }}>
              {key}
            </th>
            {uiLocales.map((locale) => (
              <td key={locale} lang={locale} style={{ padding: '0.25rem 1rem 0.25rem 0' }}>
                {validationMessage(key, locale, { length: 9 })}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Это поле является обязательным')).toBeInTheDocument();
    await expect(canvas.getByText('Пожалуйста, используйте 9 цифры')).toBeInTheDocument();
    await expect(canvas.getByText('Пожалуйста, выберите изображение!')).toBeInTheDocument();
  },
};

interface ApplicationForm {
  phone: string;
  amount: number | null;
  branches: string[];
}

const branchOptions = ['Ташкент', 'Самарканд', 'Бухара'];
const onValidSubmit = fn();

/**
 * The pattern for the app: react-hook-form's `Controller` around the design system's fields, rules
 * written with `useValidationMessage()` (the SPEC §5 texts in the UI language), `fieldState.error`
 * passed as `errorMessage`, and the field's `ref` so that the first invalid field gets focus.
 */
function ApplicationFormExample() {
  const message = useValidationMessage();
  const { control, handleSubmit } = useForm<ApplicationForm>({
    defaultValues: { phone: '', amount: null, branches: [] },
    mode: 'onTouched',
  });
  const [sent, setSent] = useState<ApplicationForm | null>(null);
  return (
    <form
      aria-label="Новая заявка"
      noValidate
      onSubmit={handleSubmit((values) => {
        onValidSubmit(values);
        setSent(values);
      })}
    >
      <Stack gap="4">
        <Controller
          name="phone"
          control={control}
          rules={{
            required: message('required'),
            pattern: { value: /^\d{9}$/, message: message('length', { length: 9 }) },
          }}
          render={({ field, fieldState }) => (
            <TextField
              label="Телефон"
              inputMode="tel"
              isRequired
              description="9 цифр без кода страны"
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="amount"
          control={control}
          rules={{ validate: (value) => value !== null || message('required') }}
          render={({ field, fieldState }) => (
            <NumberField
              label="Сумма"
              unit="sum"
              isRequired
              minValue={0}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="branches"
          control={control}
          rules={{ validate: (value) => value.length > 0 || message('branchRequired') }}
          render={({ field, fieldState }) => (
            <FormField label="Филиалы" isRequired errorMessage={fieldState.error?.message}>
              {({ 'aria-required': _required, ...groupProps }) => (
                // A group takes no aria-required: FormField's mark and the message say it.
                <div role="group" {...groupProps} tabIndex={-1} ref={field.ref}>
                  <Stack gap="2">
                    {branchOptions.map((branch) => (
                      <Checkbox
                        key={branch}
                        value={field.value.includes(branch)}
                        onValueChange={(checked) =>
                          field.onChange(
                            checked
                              ? [...field.value, branch]
                              : field.value.filter((item) => item !== branch),
                          )
                        }
                      >
                        {branch}
                      </Checkbox>
                    ))}
                  </Stack>
                </div>
              )}
            </FormField>
          )}
        />
        <Button type="submit">Сохранить</Button>
        {sent && <Text tone="muted" size="xs">{`Отправлено: ${JSON.stringify(sent)}`}</Text>}
      </Stack>
    </form>
  );
}

export const WithReactHookForm: Story = {
  render: () => <ApplicationFormExample />,
  play: async ({ canvas, userEvent, step }) => {
    onValidSubmit.mockClear();
    const phone = canvas.getByRole('textbox', { name: /Телефон/ });
    await step('submitting empty shows the SPEC messages and focuses the first invalid field', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(canvas.getAllByText('Это поле является обязательным')).toHaveLength(2));
      await expect(canvas.getByText('Прикрепление филиала обязательно')).toBeVisible();
      await expect(phone).toHaveFocus();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByRole('group', { name: /Филиалы/ })).toHaveAttribute('aria-invalid', 'true');
      await expect(onValidSubmit).not.toHaveBeenCalled();
    });
    await step('a wrong length gives the length message', async () => {
      await userEvent.type(phone, '90123');
      await userEvent.tab();
      await expect(await canvas.findByText('Пожалуйста, используйте 9 цифры')).toBeVisible();
    });
    await step('valid values are submitted', async () => {
      await userEvent.type(phone, '4567');
      await userEvent.type(canvas.getByRole('textbox', { name: /Сумма/ }), '150000');
      await userEvent.click(canvas.getByText('Бухара'));
      await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
      await waitFor(() =>
        expect(onValidSubmit).toHaveBeenCalledWith({
          phone: '901234567',
          amount: 150000,
          branches: ['Бухара'],
        }),
      );
      await expect(canvas.queryByText('Это поле является обязательным')).not.toBeInTheDocument();
    });
  },
};

/** The same form in Uzbek: the rules' messages follow the UI language. */
export const WithReactHookFormUzbek: Story = {
  globals: { language: 'uz' },
  render: () => <ApplicationFormExample />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(canvas.getAllByText(validationMessages.uz.required)).toHaveLength(2));
    await expect(canvas.getByText(validationMessages.uz.branchRequired)).toBeVisible();
  },
};

export const WithReactHookFormUzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  render: () => <ApplicationFormExample />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(canvas.getAllByText(validationMessages['uz-Cyrl'].required)).toHaveLength(2));
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => <ApplicationFormExample />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(canvas.getAllByText(validationMessages.ru.required)).toHaveLength(2));
  },
};
