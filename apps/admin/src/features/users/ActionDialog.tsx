import { Button, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_EXTEND_TRIAL_DEFAULT_DAYS,
  ADMIN_EXTEND_TRIAL_MAX_DAYS,
  ZAdminExtendTrialInputSchema,
  type TAdminActionResult,
  type TAdminUser,
} from '@margin/core';
import { useTRPC, useTRPCClient } from '@margin/ui';
import { useState } from 'react';
import { AdminModal } from '../shared/AdminModal';
import { ErrorAlert } from '../shared/ErrorAlert';
import { failureSentence } from '../shared/failure-sentence';
import { USER_ACTIONS, type UserActionId } from './user-actions';

/** The dialog's fields, checked by the API's own rules for days and reason. */
const ZActionFormSchema = ZAdminExtendTrialInputSchema.pick({ days: true, reason: true });

interface ActionFormValues {
  reason: string;
  days: number | string;
}

export interface ActionDialogProps {
  actionId: UserActionId;
  user: TAdminUser;
  onClose: () => void;
  /** After the server did it (a deleted user's detail must go away). */
  onDone?: (actionId: UserActionId, result: TAdminActionResult) => void;
}

/** One user action: what it will do, the reason for the activity log (and days for a trial), then the call. */
export function ActionDialog({ actionId, user, onClose, onDone }: ActionDialogProps) {
  const action = USER_ACTIONS[actionId];
  const asksDays = 'asksDays' in action;
  const trpc = useTRPC();
  const api = useTRPCClient();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: (input: { reason?: string; days?: number }) =>
      action.perform(api, { email: user.email, ...input }),
  });
  const form = useForm<ActionFormValues>({
    initialValues: { reason: '', days: ADMIN_EXTEND_TRIAL_DEFAULT_DAYS },
    validate: schemaResolver(ZActionFormSchema, { sync: true }),
  });

  const submit = async (values: ActionFormValues) => {
    setError(null);
    const { reason, days } = ZActionFormSchema.parse(values);
    try {
      // Only what this action takes: no reason when none was given, days only for Extend trial.
      const result = await run.mutateAsync({ ...(reason ? { reason } : {}), ...(asksDays ? { days } : {}) });
      notifications.show({ color: 'teal', title: action.label, message: result.message });
      // Stats, lists, the user's detail and the activity log all changed.
      await queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
      onDone?.(actionId, result);
      onClose();
    } catch (failure) {
      setError(failureSentence(action.failure, failure));
    }
  };

  return (
    <AdminModal opened onClose={onClose} title={action.label} size="md">
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label={action.label}>
        <Stack gap="md">
          <Text size="sm" fw={action.confirm ? 600 : undefined}>
            {action.describe(user)}
          </Text>
          {asksDays && (
            <NumberInput
              label="Days"
              description={`Whole days, 1 to ${ADMIN_EXTEND_TRIAL_MAX_DAYS}.`}
              min={1}
              max={ADMIN_EXTEND_TRIAL_MAX_DAYS}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              // A number out of range stays as typed and the form says why; clamping on blur turned 0 into 1.
              clampBehavior="none"
              required
              {...form.getInputProps('days')}
            />
          )}
          <Textarea
            label="Reason"
            description="Optional. Kept in the activity log with your name and the time."
            rows={3}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <ErrorAlert message={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={action.danger ? 'red' : undefined} loading={run.isPending}>
              {action.label}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminModal>
  );
}
