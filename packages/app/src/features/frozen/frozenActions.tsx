import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  acceptFrozenApplications,
  closeFrozenApplications,
  sendFrozenApplicationsToDelivery,
} from '@karvon/sdk';
import { Button, Dialog, TextField } from '@karvon/ui';
import { clients } from '../../api.ts';
import { showSuccess } from '../../notify/notify.ts';
import { resourceKeys } from '../../queries/keys.ts';
import * as page from '../../layout/page.css.ts';

/**
 * Accept, close (with a reason) and send to delivery, for one frozen application or many: all or nothing, as the
 * contract's bulk rule says; a refusal names the odd ones in its toasts. The buttons of a selection count it; those
 * of a `single` application's page do not.
 */
export function FrozenActions({
  ids,
  single = false,
  onDone,
}: {
  ids: number[];
  single?: boolean;
  onDone: () => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const done = (message: 'frozen.accepted' | 'frozen.closed' | 'frozen.sent') => {
    showSuccess(intl.formatMessage({ id: message }));
    void queryClient.invalidateQueries({ queryKey: resourceKeys.frozen });
    void queryClient.invalidateQueries({ queryKey: resourceKeys.applications });
    void queryClient.invalidateQueries({ queryKey: resourceKeys.application });
    onDone();
  };
  // A refusal (the SDK shows the server's sentence) may mean the list is out of date: acted on in another tab.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: resourceKeys.frozen });
  const accept = useMutation({
    mutationFn: () => acceptFrozenApplications(clients, { ids }),
    onSuccess: () => done('frozen.accepted'),
    onError: refresh,
  });
  const send = useMutation({
    mutationFn: () => sendFrozenApplicationsToDelivery(clients, { ids }),
    onSuccess: () => done('frozen.sent'),
    onError: refresh,
  });
  const close = useMutation({
    mutationFn: () => closeFrozenApplications(clients, { ids, reason: reason.trim() }),
    onSuccess: () => {
      setReason('');
      done('frozen.closed');
    },
    onError: refresh,
  });
  const none = ids.length === 0;
  const count = ids.length;
  const label = (one: 'frozen.accept' | 'frozen.close' | 'frozen.send', many: `${typeof one}N`) =>
    single ? intl.formatMessage({ id: one }) : intl.formatMessage({ id: many }, { count });
  return (
    <div className={page.actions}>
      <Button tone="primary" isDisabled={none} isPending={accept.isPending} onPress={() => accept.mutate()}>
        {label('frozen.accept', 'frozen.acceptN')}
      </Button>
      <Button tone="secondary" isDisabled={none} isPending={send.isPending} onPress={() => send.mutate()}>
        {label('frozen.send', 'frozen.sendN')}
      </Button>
      <Dialog
        title={
          single
            ? intl.formatMessage({ id: 'frozen.closeTitleOne' })
            : intl.formatMessage({ id: 'frozen.closeTitle' }, { count })
        }
        trigger={
          <Button tone="secondary" isDisabled={none}>
            {label('frozen.close', 'frozen.closeN')}
          </Button>
        }
        footer={(closeDialog) => (
          <>
            <Button tone="secondary" onPress={closeDialog}>
              {intl.formatMessage({ id: 'app.cancel' })}
            </Button>
            <Button
              tone="critical"
              isDisabled={reason.trim() === ''}
              isPending={close.isPending}
              onPress={() => close.mutate(undefined, { onSuccess: closeDialog })}
            >
              {intl.formatMessage({ id: 'frozen.close' })}
            </Button>
          </>
        )}
      >
        <TextField
          label={intl.formatMessage({ id: 'frozen.reason' })}
          isRequired
          autoFocus
          value={reason}
          onValueChange={setReason}
          maxLength={500}
        />
      </Dialog>
    </div>
  );
}
