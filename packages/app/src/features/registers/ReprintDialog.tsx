import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button, Dialog, Stack, Text, TextField } from '@karvon/ui';
import { showServerFieldErrors } from '../../forms/serverFieldErrors.ts';

/**
 * A reprint asks why (the contract refuses one without a reason); the reason is kept in the register's print
 * history. A refusal keeps what was typed, the server's words beside the field.
 */
export default function ReprintDialog({
  number,
  printCount,
  onReprint,
  onClose,
}: {
  number: string;
  printCount: number;
  /** Marks the reprint; rejects with the server's refusal. */
  onReprint(reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const intl = useIntl();
  const formId = useId();
  const { control, handleSubmit, setError, formState } = useForm({ defaultValues: { reason: '' } });
  const required = intl.formatMessage({ id: 'validation.required' });
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await onReprint(reason.trim());
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, { reason: 'reason' });
    }
  });
  return (
    <Dialog
      title={intl.formatMessage({ id: 'reg.reprintTitle' }, { number })}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => (
        <>
          <Button tone="secondary" onPress={close}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
          <Button type="submit" form={formId} tone="primary" isPending={formState.isSubmitting}>
            {intl.formatMessage({ id: 'reg.reprint' })}
          </Button>
        </>
      )}
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="3">
          <Text>{intl.formatMessage({ id: 'reg.reprintText' }, { count: printCount })}</Text>
          <Controller
            control={control}
            name="reason"
            rules={{ validate: (reason) => reason.trim() !== '' || required }}
            render={({ field, fieldState }) => (
              <TextField
                label={intl.formatMessage({ id: 'reg.reprintReason' })}
                isRequired
                maxLength={500}
                autoFocus
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
