import { Badge, Box, Stepper, Text } from '@mantine/core';
import type { DocDetail, TaskRow } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';

const DECISION_COLOR = { agree: 'green', disagree: 'red', return: 'orange' } as const;

function TaskLine({ task }: { task: TaskRow }) {
  const { t } = useTranslation('workflow');
  return (
    // a step is a button: its description holds phrasing content only (spans)
    <Text component="span" display="block" size="xs" c={task.state === 'cancelled' ? 'dimmed' : undefined} td={task.state === 'cancelled' ? 'line-through' : undefined} data-testid="step-task">
      {task.assigneeName}
      {task.meantForId !== task.assigneeId ? `（${t('columns.meantFor')} ${task.meantForName}）` : ''}{' '}
      {task.state === 'done' && task.decision ? (
        <Badge component="span" size="xs" variant="light" color={DECISION_COLOR[task.decision]}>{task.node === 0 ? t('events.send') : t(`decision.${task.decision}`)}</Badge>
      ) : (
        <Badge component="span" size="xs" variant="outline" color={task.state === 'pending' ? 'blue' : 'gray'}>{t(`taskState.${task.state}`)}</Badge>
      )}{' '}
      {chinaDateTime(task.doneAt)}
      {task.opinion ? `：${task.opinion}` : ''}
    </Text>
  );
}

/**
 * The document's flow as steps, from its template snapshot: each node with the people who hold or
 * held it, their decision, opinion and time; the node the document is at is the active step.
 */
export function FlowSteps({ doc }: { doc: DocDetail }) {
  const ended = doc.status === 'finished' || doc.status === 'terminated';
  const active = doc.status === 'finished' ? doc.nodes.length : doc.currentNode;
  return (
    <Stepper active={active} size="sm" iconSize={28} allowNextStepsSelect={false} color={doc.status === 'terminated' ? 'red' : undefined} data-testid="flow-steps" wrap>
      {doc.nodes.map((n) => {
        const tasks = doc.tasks.filter((t) => t.node === n.seq);
        return (
          <Stepper.Step
            key={n.seq}
            label={`${n.type} · ${n.name}`}
            data-testid="flow-step"
            data-current={!ended && n.seq === doc.currentNode ? 'true' : undefined}
            description={
              <Box component="span" display="block" mt={4}>
                {tasks.map((task) => (
                  <TaskLine key={task.id} task={task} />
                ))}
              </Box>
            }
          />
        );
      })}
    </Stepper>
  );
}
