/**
 * Identifiers of one kind (certificates, titles, plans, proposals): the ones
 * the registration lists, each with its action buttons, and a field to type
 * any other one (the registration may be incomplete), with the same actions.
 * Enter in the field runs the first action.
 */
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { useWritesOffReason } from '../../../writes/access/write-access';
import { WriteActionButton } from '../../../writes/access/WriteActionButton';
import { type IdentifierRule, identifierProblem } from './identifier-rules';
import { identifierActionsMessages as messages } from './messages';

export interface IdentifierAction {
  /** Button text: "Abrir". */
  label: string;
  /** Accessible name of a row's button, naming its identifier: "Abrir certificado 000000635085". */
  rowLabel(id: string): string;
  run(id: string): void;
  /** Starts a write: off, with the reason, while write actions are (D100). */
  write?: boolean;
}

/** What the identifiers of one kind are called, in the employee's language. */
export interface IdentifierWords {
  /** aria-label of the table: "Certificados de previdência". */
  table: string;
  /** Header of the identifier column: "Certificado". */
  idHeader: string;
  /** Label of the field for another identifier: "Número do certificado". */
  input: string;
  /** Said instead of the table when the registration lists none. */
  none: string;
}

interface IdentifierActionsProps {
  ids: readonly string[];
  words: IdentifierWords;
  rule: IdentifierRule;
  actions: readonly IdentifierAction[];
  /** The identifier whose details are shown below, if any. */
  selected?: string;
  /** A column of what the service says about each identifier, between it and its actions. */
  details?: { header: string; cell(id: string): React.ReactNode };
}

export function IdentifierActions({ ids, words, rule, actions, selected, details }: IdentifierActionsProps) {
  const t = useT(messages);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const writesOff = useWritesOffReason();

  function runTyped(action: IdentifierAction | undefined) {
    const id = typed.trim();
    const found = identifierProblem(id, rule);
    if (found) {
      setProblem(t(found, { max: rule.max }));
      return;
    }
    // Enter in the field submits too: a write action that is off stays off, and says why.
    if (action?.write && writesOff) {
      setProblem(writesOff);
      return;
    }
    setProblem(undefined);
    action?.run(id);
  }

  return (
    <Stack gap="sm">
      {ids.length === 0 ? (
        <Text size="sm" c="dimmed">
          {words.none}
        </Text>
      ) : (
        <Table aria-label={words.table} highlightOnHover withTableBorder maw={details ? 960 : 720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{words.idHeader}</Table.Th>
              {details ? <Table.Th scope="col">{details.header}</Table.Th> : null}
              <Table.Th scope="col">{t('actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ids.map((id) => (
              <Table.Tr
                key={id}
                aria-current={id === selected ? 'true' : undefined}
                bg={id === selected ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Th scope="row" fw={400}>
                  <Text span size="sm" ff="monospace">
                    {id}
                  </Text>
                  {id === selected ? (
                    <Text span size="xs" c="dimmed" ml="xs">
                      ({t('selected')})
                    </Text>
                  ) : null}
                </Table.Th>
                {details ? <Table.Td>{details.cell(id)}</Table.Td> : null}
                <Table.Td>
                  <Group gap="xs">
                    {actions.map((action) => {
                      const Action = action.write ? WriteActionButton : Button;
                      return (
                        <Action
                          key={action.label}
                          size="compact-sm"
                          variant="light"
                          aria-label={action.rowLabel(id)}
                          onClick={() => action.run(id)}
                        >
                          {action.label}
                        </Action>
                      );
                    })}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          runTyped(actions[0]);
        }}
      >
        <TextInput
          label={words.input}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setProblem(undefined);
          }}
          error={problem}
          maxLength={rule.max + 10}
          autoComplete="off"
          inputMode={rule.kind === 'digits' ? 'numeric' : 'text'}
          // The buttons sit in the field's wrapper so they line up with the input whatever the error below it.
          inputContainer={(input) => (
            <Group gap="xs" align="flex-start" wrap="wrap">
              <div style={{ width: 240 }}>{input}</div>
              {actions.map((action, index) => {
                const Action = action.write ? WriteActionButton : Button;
                return (
                  <Action
                    key={action.label}
                    type={index === 0 ? 'submit' : 'button'}
                    variant="default"
                    onClick={index === 0 ? undefined : () => runTyped(action)}
                  >
                    {action.label}
                  </Action>
                );
              })}
            </Group>
          )}
        />
      </form>
    </Stack>
  );
}
