import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { LogoMark } from '../LogoMark/LogoMark.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { AuthFrame } from './AuthFrame.tsx';

const required = 'Это поле является обязательным';
const phoneLength = 'Пожалуйста, используйте 12 цифры';

const brand = (
  <>
    <LogoMark size="md" />
    <span>Karvon</span>
  </>
);

const footer = (
  <>
    <Text as="span" size="xs" tone="muted">
      © 2025 Karvon
    </Text>
    <Text as="span" size="xs" tone="muted">
      Поддержка: +998 71 200 00 00
    </Text>
  </>
);

interface SignInFormProps {
  onSubmit: (values: { phone: string; password: string }) => void;
  isPending?: boolean;
  initialErrors?: { phone?: string; password?: string };
  initialValues?: { phone: string; password: string };
}

/** What the app's sign-in screen composes (the app uses react-hook-form and react-intl). */
function SignInForm({ onSubmit, isPending = false, initialErrors = {}, initialValues }: SignInFormProps) {
  const [phone, setPhone] = useState(initialValues?.phone ?? '');
  const [password, setPassword] = useState(initialValues?.password ?? '');
  const [errors, setErrors] = useState(initialErrors);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      phone: phone === '' ? required : /^998\d{9}$/.test(phone) ? undefined : phoneLength,
      password: password === '' ? required : undefined,
    };
    setErrors(next);
    if (!next.phone && !next.password) onSubmit({ phone, password });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <TextField
          label="Телефон"
          description="12 цифр, начиная с 998"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          name="phone"
          maxLength={12}
          isRequired
          value={phone}
          onValueChange={(value) => setPhone(value.replace(/\D/g, ''))}
          errorMessage={errors.phone}
        />
        <PasswordField
          label="Пароль"
          visibilityToggleLabel="Показать пароль"
          name="password"
          isRequired
          value={password}
          onValueChange={setPassword}
          errorMessage={errors.password}
        />
        <Button type="submit" fullWidth isPending={isPending} pendingLabel="Выполняется вход…">
          Войти
        </Button>
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Screens/AuthFrame',
  component: AuthFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    brand,
    title: 'Вход в систему',
    description: 'Войдите, чтобы продолжить работу с заявками',
    footer,
    children: <SignInForm onSubmit={fn()} />,
  },
  argTypes: {
    brand: { control: false },
    footer: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof AuthFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const submitted = fn();

/** The sign-in composition: required fields, the phone rule, then a submit with the values. */
export const SignIn: Story = {
  args: { children: <SignInForm onSubmit={submitted} /> },
  play: async ({ canvas, userEvent, step }) => {
    submitted.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Вход в систему' })).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    const phone = canvas.getByRole('textbox', { name: /Телефон/ });
    const password = canvas.getByLabelText(/Пароль/);
    const submit = canvas.getByRole('button', { name: 'Войти' });

    await step('an empty form shows the required message on both fields', async () => {
      await userEvent.click(submit);
      await expect(phone).toHaveAccessibleDescription(`12 цифр, начиная с 998 ${required}`);
      await expect(password).toHaveAccessibleDescription(required);
      await expect(submitted).not.toHaveBeenCalled();
    });

    await step('a short phone number shows the length rule', async () => {
      await userEvent.type(phone, '99890');
      await userEvent.type(password, 'karvon-admin');
      await userEvent.click(submit);
      await expect(phone).toHaveAccessibleDescription(`12 цифр, начиная с 998 ${phoneLength}`);
      await expect(password).not.toBeInvalid();
    });

    await step('a valid form submits with Enter', async () => {
      await userEvent.type(phone, '1234567{Enter}');
      await waitFor(() =>
        expect(submitted).toHaveBeenCalledWith({ phone: '998901234567', password: 'karvon-admin' }),
      );
      await expect(phone).not.toBeInvalid();
    });
  },
};

export const SignInPending: Story = {
  args: {
    children: (
      <SignInForm
        onSubmit={fn()}
        isPending
        initialValues={{ phone: '998900000001', password: 'karvon-admin' }}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Выполняется вход…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const SignInWithErrors: Story = {
  args: {
    children: <SignInForm onSubmit={fn()} initialErrors={{ phone: required, password: required }} />,
  },
};

/** Uzbek Latin texts are longer: the frame keeps its shape. */
export const UzbekLatin: Story = {
  args: {
    title: 'Tizimga kirish',
    description: 'Arizalar bilan ishlashni davom ettirish uchun kiring',
    children: (
      <Stack gap="5">
        <TextField label="Telefon raqami" type="tel" inputMode="tel" autoComplete="tel" />
        <PasswordField label="Parol" visibilityToggleLabel="Parolni koʻrsatish" />
        <Button type="submit" fullWidth>
          Kirish
        </Button>
      </Stack>
    ),
    footer: (
      <Text as="span" size="xs" tone="muted">
        Yordam: +998 71 200 00 00
      </Text>
    ),
  },
};

export const WithoutFooter: Story = {
  args: { footer: undefined, description: undefined },
};
