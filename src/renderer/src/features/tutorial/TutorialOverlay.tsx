import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RoundType } from '../../../../shared/api';
import { hasBackButton, isFinalStep, showsCard } from '../../../../shared/tutorial';
import { focusLost, focusMainHeading } from '../../lib/focus';
import {
  explainsRound,
  tutorialActive,
  tutorialProgress,
  useTutorialStore,
} from '../../stores/tutorial';
import { useCardTabOrder } from './card-tab-order';
import { DOCK_MARGIN, reserveDockRoom, revealAboveDock } from './dock-room';
import { DEFAULT_CARD_SIZE, placeCard, spotlightBox, type Size } from './placement';
import { TUTORIAL_CARDS } from './tutorial-cards';
import { useTargetBox } from './use-target-box';
import './tutorial.css';

const NO_TARGETS: readonly string[] = [];

/** The round screens, by path (a round of type t is played at /t). */
const ROUND_SCREENS: Readonly<Record<string, RoundType>> = {
  '/prompt': 'prompt',
  '/copy': 'copy',
  '/vote': 'vote',
};

/**
 * The tutorial's spotlight card. It never blocks the page: the player can click what the
 * spotlight shows (e.g. start the prompt round the card talks about), or reach it by keyboard:
 * the card's buttons come right after it in the Tab order (card-tab-order.ts; they are out of
 * the browser's own order, hence tabIndex -1).
 */
export function TutorialOverlay() {
  const status = useTutorialStore((state) => state.status);
  const progress = tutorialProgress(status);
  const card = TUTORIAL_CARDS[progress];
  // A round the step does not explain (e.g. a vote round started at the welcome step) is played
  // without the card, which would cover it; the card comes back on the dashboard.
  const roundType = ROUND_SCREENS[useLocation().pathname];
  const offTopic = roundType !== undefined && !explainsRound(status, roundType);
  const visible = tutorialActive(status) && showsCard(progress) && card !== undefined && !offTopic;
  const targets = card?.targets ?? NO_TARGETS;
  const { target, keep } = useTargetBox(targets, visible);
  const cardRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  useCardTabOrder(cardRef, targets, visible);
  const [cardSize, setCardSize] = useState<Size>(DEFAULT_CARD_SIZE);
  const [viewport, setViewport] = useState<Size>({
    width: window.innerWidth,
    height: window.innerHeight,
  });
  // Once a step has needed the docked card it keeps it: the room the dock makes moves the
  // page, and flipping back to a floating card would move it again.
  const [dockedStep, setDockedStep] = useState<string | null>(null);
  const placement = placeCard(target, cardSize, viewport, keep);
  const docked =
    visible && target !== null && (dockedStep === progress || placement.mode === 'dock');

  useEffect(() => {
    if (docked && dockedStep !== progress) setDockedStep(progress);
  }, [docked, dockedStep, progress]);

  useEffect(() => {
    if (!docked) return;
    return reserveDockRoom(cardSize.height);
  }, [docked, cardSize.height]);

  const keepCount = keep.length;
  useEffect(() => {
    if (docked) revealAboveDock(targets, cardSize.height);
  }, [docked, targets, cardSize.height, keepCount]);

  useEffect(() => {
    const onResize = () => setViewport({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // No dependency list on purpose: the card's size changes with whatever it renders, so it is
  // measured after every render; the updater keeps the same object when nothing moved, which
  // ends the chain of renders.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const element = cardRef.current;
    if (!element || !element.offsetWidth) return;
    const measured = { width: element.offsetWidth, height: element.offsetHeight };
    setCardSize((previous) =>
      previous.width === measured.width && previous.height === measured.height
        ? previous
        : measured,
    );
  });

  // Set by the card's buttons: the card may close under the focused button (Skip, Finish).
  const pressed = useRef(false);
  useEffect(() => {
    // A new step takes keyboard focus so the tour can be followed without a mouse; a card
    // closed from its own buttons hands focus to the screen's heading, not the page body.
    if (visible) primaryRef.current?.focus();
    else if (pressed.current && focusLost()) focusMainHeading();
    pressed.current = false;
  }, [progress, visible]);

  if (!visible || !card) return null;
  const { next, back, skip } = useTutorialStore.getState();
  const press = (action: () => Promise<void>) => () => {
    pressed.current = true;
    void action();
  };
  const spot = target ? spotlightBox(target) : null;
  const style =
    docked || placement.mode === 'dock'
      ? {
          left: '50%',
          bottom: DOCK_MARGIN,
          transform: 'translateX(-50%)',
          width: `min(720px, calc(100vw - ${2 * DOCK_MARGIN}px))`,
          minHeight: 0,
        }
      : { top: placement.top, left: placement.left };

  return (
    <div className="tutorial-layer">
      {spot ? (
        <div className="tutorial-spotlight" data-testid="tutorial-spotlight" style={{ ...spot }} />
      ) : (
        <div className="tutorial-dim" />
      )}
      <div
        ref={cardRef}
        className={`tutorial-card${docked ? ' tutorial-card--docked' : ''}`}
        role="dialog"
        aria-modal="false"
        aria-labelledby="tutorial-card-title"
        aria-describedby="tutorial-card-body"
        data-placement={docked ? 'dock' : 'float'}
        style={style}
      >
        <div className="tutorial-card__body">
          <h2 id="tutorial-card-title">{card.title}</h2>
          <p id="tutorial-card-body">{card.body}</p>
        </div>
        <div className="tutorial-card__actions">
          <button
            type="button"
            className="button button--ghost button--small tutorial-card__skip"
            tabIndex={-1}
            onClick={press(skip)}
          >
            Skip Tutorial
          </button>
          {hasBackButton(progress) && (
            <button
              type="button"
              className="button button--small"
              tabIndex={-1}
              onClick={press(back)}
            >
              Back
            </button>
          )}
          <button
            ref={primaryRef}
            type="button"
            tabIndex={-1}
            className="button button--primary button--small"
            onClick={press(next)}
          >
            {isFinalStep(progress) ? 'Finish' : 'Next'}
          </button>
        </div>
      </div>
    </div>
  );
}
