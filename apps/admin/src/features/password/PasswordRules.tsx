import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import {
  ADMIN_PASSWORD_HISTORY,
  ADMIN_PASSWORD_MIN_LENGTH,
  ADMIN_PASSWORD_RULES,
  adminPasswordProblems,
} from '@margin/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';

/** The requirements spec §5 lists, each tied to the policy rule that checks it (null: only the server can tell). */
const RULES = [
  { text: `At least ${ADMIN_PASSWORD_MIN_LENGTH} characters`, problem: ADMIN_PASSWORD_RULES.tooShort },
  { text: '1 uppercase letter', problem: ADMIN_PASSWORD_RULES.uppercase },
  { text: '1 lowercase letter', problem: ADMIN_PASSWORD_RULES.lowercase },
  { text: '1 number', problem: ADMIN_PASSWORD_RULES.number },
  { text: '1 special character', problem: ADMIN_PASSWORD_RULES.special },
  { text: 'Does not contain your username', problem: ADMIN_PASSWORD_RULES.containsUsername },
  { text: `Not one of your last ${ADMIN_PASSWORD_HISTORY} passwords`, problem: null },
] as const;

/** The policy as a checklist that ticks off as the new password is typed. */
export function PasswordRules({ password, username }: { password: string; username: string }) {
  const problems = new Set<string>(adminPasswordProblems(password, { username }));
  return (
    <div>
      <Text size="sm" fw={600} id="password-rules-title">
        Your new password needs
      </Text>
      <List size="sm" spacing={2} center aria-labelledby="password-rules-title">
        {RULES.map(({ text, problem }) => {
          const met = password !== '' && problem !== null && !problems.has(problem);
          return (
            <List.Item
              key={text}
              icon={
                <ThemeIcon
                  size={18}
                  radius="xl"
                  color={met ? 'teal' : 'gray'}
                  variant={met ? 'filled' : 'light'}
                >
                  {met ? <IconCheck size={12} aria-hidden /> : <IconPoint size={12} aria-hidden />}
                </ThemeIcon>
              }
            >
              {text}
              {met && <VisuallyHidden> (met)</VisuallyHidden>}
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
