"""Sentences about a set-up picture, in the reader's language.

The same catalog (``worked_example``) and habits as ``text.py``: templates
with real plural forms, numbers through the shared ``Narrator``. Players are
counted from 1, as the picture numbers them.

>>> import gettext, random, engine
>>> from engine.round import Deal
>>> narrator = SetupNarrator(Narrator(gettext.NullTranslations(), "en"))
>>> deal = Deal.shuffled(engine.ALL_FIVES, 3, random.Random(1), opener=0)
>>> narrator.deal_caption(deal)
'The deal for 3 players: 7 tiles in each hand, face up here for teaching. The boneyard: 7 tiles, face down.'
>>> narrator.deal_alt(deal).split(". ")[0]
'Player 1: [4|5], [5|6], [1|5], [1|4], [4|4], [0|1], [0|5]'
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Deal as CardDeal
from engine.round import Deal

from .card_text import CardNarrator
from .text import Narrator


@dataclass(frozen=True)
class SetupNarrator:
    """Writes the caption and the alt text of set-up pictures in one language."""

    narrator: Narrator

    def _(self, message: str) -> str:
        return self.narrator.translations.gettext(message)

    def _count(self, singular: str, plural: str, n: int) -> str:
        return self.narrator.count(singular, plural, n)

    def _players(self, players: int) -> str:
        return self._count("{n} player", "{n} players", players)

    def _tiles(self, n: int) -> str:
        return self._count("{n} tile", "{n} tiles", n)

    # -- dominoes ----------------------------------------------------------------------
    def deal_caption(self, deal: Deal) -> str:
        size = len(deal.hands[0])
        return self._(
            "The deal for {players}: {hand} in each hand, face up here for teaching."
            " The boneyard: {boneyard}, face down."
        ).format(
            players=self._players(deal.players),
            hand=self._tiles(size),
            boneyard=self._tiles(len(deal.boneyard)),
        )

    def deal_alt(self, deal: Deal) -> str:
        hands = [
            self._("Player {number}: {tiles}").format(
                number=self.narrator.number(seat + 1), tiles=", ".join(str(t) for t in hand)
            )
            for seat, hand in enumerate(deal.hands)
        ]
        boneyard = self._("The boneyard: {boneyard}, face down.").format(
            boneyard=self._tiles(len(deal.boneyard))
        )
        return ". ".join(hands) + ". " + boneyard

    # -- Up or Down? ---------------------------------------------------------------------
    def card_caption(self, deal: CardDeal) -> str:
        count = CardNarrator(self.narrator).card_count
        return self._(
            "Set up for {players}: the circle of {circle} in ascending order; the draw"
            " piles: {down} face down and {up} face up. Every hand holds {hand}."
        ).format(
            players=self._players(deal.players),
            circle=count(len(deal.circle)),
            down=count(len(deal.face_down)),
            up=count(len(deal.face_up)),
            hand=count(len(deal.hands[0])),
        )

    def card_alt(self, deal: CardDeal) -> str:
        cards = CardNarrator(self.narrator)
        count = cards.card_count
        top = cards.card(deal.face_up[0])
        return self._(
            "The circle, clockwise from the top: {circle}. The face-down pile: {down}."
            " The face-up pile: {up}, its top card {top}."
        ).format(
            circle=cards.cards(deal.circle),
            down=count(len(deal.face_down)),
            up=count(len(deal.face_up)),
            top=top,
        )
