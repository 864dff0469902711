import { Alert, Badge, Box, Button, Card, Center, Flex, Heading, Image, List, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { TROUBLESHOOTING_MESSAGES as M } from '@pmp/shared';
import { ArrowLeft, CheckCircle2, Clock, LifeBuoy, Lightbulb, RotateCcw, Wrench } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { newTicketPath } from '../../lib/paths';
import { showError, showSuccess } from '../../lib/toaster';
import { MarkdownContent } from './MarkdownContent';
import { useGuidedSession, useGuidedSteps, type GuidedSession, type GuidedStep } from './useGuidedMode';

export const GUIDED_QUESTION = 'What happened when you tried this step?';

interface GuidedModeProps {
  articleId: string;
  /** Back to the article (shown on the end cards when given). */
  onExit?: () => void;
}

/**
 * Guided mode of an article (docs/product.md §10 "Knowledge base: guided mode and what the guides
 * save"): resumes the user's session or starts one, shows the current step with its options, and
 * lets the server move the session on each answer; ends on 'Problem Resolved!' or 'Need
 * Additional Help?' (a ticket prefilled with the steps tried).
 */
export function GuidedMode({ articleId, onExit }: GuidedModeProps) {
  const navigate = useNavigate();
  const { steps, loading, error } = useGuidedSteps(articleId);
  const { session, start, answer, previous, starting, moving } = useGuidedSession(articleId);
  const [startFailed, setStartFailed] = useState(false);
  const [resumed, setResumed] = useState(false);
  const requested = useRef(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const hasSteps = (steps?.length ?? 0) > 0;

  const begin = useCallback(async () => {
    setStartFailed(false);
    try {
      const started = await start();
      setResumed(started.resumed);
      if (!started.resumed) showSuccess(M.started);
    } catch (e) {
      setStartFailed(true);
      showError(M.startFailed, errorMessage(e));
    }
  }, [start]);

  // A session starts by itself once the article is known to have steps (or the user's own is resumed).
  useEffect(() => {
    if (!hasSteps || requested.current) return;
    requested.current = true;
    void begin();
  }, [hasSteps, begin]);

  // After each move the new step's title takes the focus, so the keyboard goes on from there.
  const currentStepId = session?.currentStepId;
  const focusAfterMove = useRef(false);
  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    stepHeading.current?.focus();
  }, [currentStepId]);

  const escalationPath = (s: GuidedSession) => newTicketPath({ fromSession: s.id, articleId });

  async function choose(optionId: string) {
    if (!session) return;
    try {
      const move = await answer(session.id, optionId);
      if (move.outcome === 'RESOLVED') showSuccess(M.resolved);
      else if (move.outcome === 'NEED_HELP') showSuccess(M.needHelp);
      else if (move.outcome === 'ESCALATED') navigate(escalationPath(move.session));
      else focusAfterMove.current = true;
    } catch (e) {
      showError(M.moveFailed, errorMessage(e));
    }
  }

  async function goBack() {
    if (!session) return;
    try {
      focusAfterMove.current = true;
      await previous(session.id);
    } catch (e) {
      focusAfterMove.current = false;
      showError(M.moveFailed, errorMessage(e));
    }
  }

  async function startOver() {
    setResumed(false);
    await begin();
  }

  if (error && !steps) {
    return (
      <Alert.Root status="error" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{M.stepsFailed}</Alert.Title>
          <Alert.Description>{errorMessage(error)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (loading || !steps) {
    return (
      <Center py="10" gap="2" color="fg.muted">
        <Spinner size="sm" /> Loading steps...
      </Center>
    );
  }
  if (!hasSteps) {
    return (
      <Card.Root variant="outline" bg="white">
        <Card.Body alignItems="center" textAlign="center" py="10" gap="2">
          <Wrench aria-hidden />
          <Text fontWeight="medium">{M.noSteps}</Text>
          {onExit ? (
            <Button variant="outline" size="sm" onClick={onExit}>
              <ArrowLeft aria-hidden /> Back to Article
            </Button>
          ) : null}
        </Card.Body>
      </Card.Root>
    );
  }
  if (!session) {
    return startFailed && !starting ? (
      <Center py="10" flexDirection="column" gap="3">
        <Text color="fg.muted">{M.startFailed}</Text>
        <Button size="sm" variant="outline" onClick={() => void begin()}>
          <RotateCcw aria-hidden /> Try Again
        </Button>
      </Center>
    ) : (
      <Center py="10" gap="2" color="fg.muted">
        <Spinner size="sm" /> Starting the guide...
      </Center>
    );
  }

  if (session.status === 'COMPLETED') {
    return (
      <EndCard
        tone="green"
        icon={<CheckCircle2 aria-hidden />}
        title="Problem Resolved!"
        text="The guide solved the problem: no ticket is needed."
        actions={<EndActions onStartOver={() => void startOver()} starting={starting} onExit={onExit} />}
      />
    );
  }
  if (session.status === 'ESCALATED_TO_TICKET') {
    return (
      <EndCard
        tone="orange"
        icon={<LifeBuoy aria-hidden />}
        title="Need Additional Help?"
        text={
          session.escalatedTicketId
            ? 'A support ticket was created from this guide.'
            : 'The steps did not solve the problem. Create a support ticket: it lists the steps you went through and the answers you gave.'
        }
        actions={
          <>
            {session.escalatedTicketId ? null : (
              <Button colorPalette="blue" onClick={() => navigate(escalationPath(session))}>
                Create Support Ticket
              </Button>
            )}
            <EndActions onStartOver={() => void startOver()} starting={starting} onExit={onExit} />
          </>
        }
      />
    );
  }

  const found = steps.findIndex((s) => s.id === session.currentStepId);
  const index = found < 0 ? 0 : found;
  const step = steps[index] as GuidedStep;
  const progress = ((index + 1) / steps.length) * 100;

  return (
    <Stack gap="4">
      <Stack gap="1.5">
        <Flex justify="space-between" fontSize="sm" color="fg.muted">
          <Text>
            Step {index + 1} of {steps.length}
          </Text>
          <Text>{Math.round(progress)}% complete</Text>
        </Flex>
        <Progress.Root value={progress} max={100} size="sm" colorPalette="blue">
          <Progress.Track rounded="full" aria-label="Troubleshooting progress">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {resumed ? (
          <Text fontSize="xs" color="fg.muted">
            Resumed where you left off.
          </Text>
        ) : null}
      </Stack>
      <StepCard step={step} headingRef={stepHeading} />
      <Card.Root variant="outline" bg="white">
        <Card.Body gap="3">
          <Text fontWeight="medium" id="guided-question">
            {GUIDED_QUESTION}
          </Text>
          <Stack role="group" aria-labelledby="guided-question" gap="2">
            {step.options.length ? (
              step.options.map((option) => (
                <Button
                  key={option.id}
                  variant="outline"
                  justifyContent="flex-start"
                  whiteSpace="normal"
                  textAlign="left"
                  height="auto"
                  py="2.5"
                  disabled={moving}
                  onClick={() => void choose(option.id)}
                >
                  {option.optionText}
                </Button>
              ))
            ) : (
              <Text fontSize="sm" color="fg.muted">
                This step has no answers yet.
              </Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Flex>
        <Button variant="ghost" onClick={() => void goBack()} disabled={index === 0 || moving}>
          <ArrowLeft aria-hidden /> Previous Step
        </Button>
      </Flex>
    </Stack>
  );
}

function StepCard({ step, headingRef }: { step: GuidedStep; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <Card.Root variant="outline" bg="white" aria-labelledby="guided-step-title">
      <Card.Body gap="3">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette="blue" variant="subtle">
            Step {step.stepNumber}
          </Badge>
          {step.timeEstimate ? (
            <Badge variant="outline">
              <Clock aria-hidden /> About {step.timeEstimate} min
            </Badge>
          ) : null}
        </Flex>
        <Heading as="h3" size="md" id="guided-step-title" ref={headingRef} tabIndex={-1} outline="none">
          {step.title}
        </Heading>
        {step.safetyNote ? (
          <Alert.Root status="warning" variant="surface" role="note" aria-label="Safety note">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Safety note</Alert.Title>
              <Alert.Description>
                <MarkdownContent content={step.safetyNote} />
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <MarkdownContent content={step.content} data-testid="guided-step-content" />
        {step.imageUrl ? <Image src={step.imageUrl} alt="" maxH="64" rounded="md" objectFit="contain" alignSelf="flex-start" /> : null}
        {step.toolsRequired.length ? (
          <Box>
            <Text fontSize="sm" fontWeight="medium">
              <Wrench size="14" aria-hidden style={{ display: 'inline', marginRight: 4 }} />
              Tools
            </Text>
            <List.Root fontSize="sm" ps="5">
              {step.toolsRequired.map((tool) => (
                <List.Item key={tool}>{tool}</List.Item>
              ))}
            </List.Root>
          </Box>
        ) : null}
        {step.tips ? (
          <Box bg="blue.50" rounded="md" p="3" fontSize="sm">
            <Text fontWeight="medium">
              <Lightbulb size="14" aria-hidden style={{ display: 'inline', marginRight: 4 }} />
              Tips
            </Text>
            <MarkdownContent content={step.tips} />
          </Box>
        ) : null}
        {step.commonMistakes ? (
          <Box fontSize="sm">
            <Text fontWeight="medium">Common mistakes</Text>
            <MarkdownContent content={step.commonMistakes} color="fg.muted" />
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

function EndCard({ tone, icon, title, text, actions }: { tone: string; icon: ReactNode; title: string; text: string; actions: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="white" borderColor={`${tone}.200`} role="status">
      <Card.Body alignItems="center" textAlign="center" py="8" gap="3">
        <Box colorPalette={tone} color="colorPalette.600" css={{ '& svg': { width: '40px', height: '40px' } }}>
          {icon}
        </Box>
        <Heading as="h3" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {text}
        </Text>
        <Flex gap="2" wrap="wrap" justify="center">
          {actions}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** The end cards' way on: the guide again from step 1, and back to the article. */
function EndActions({ onStartOver, starting, onExit }: { onStartOver: () => void; starting: boolean; onExit?: () => void }) {
  return (
    <>
      <Button variant="outline" onClick={onStartOver} disabled={starting}>
        <RotateCcw aria-hidden /> Start Over
      </Button>
      {onExit ? (
        <Button variant="outline" onClick={onExit}>
          <ArrowLeft aria-hidden /> Back to Article
        </Button>
      ) : null}
    </>
  );
}
