"""The title gallery draws each game's own cover, and a neutral one for a game without."""

import pygame

from tabletop.ui import gallery_art
from tabletop.ui.scenes import title as title_module
from tests.ui.helpers import make_app

SIZE = (256, 120)


def test_every_registered_game_has_its_own_distinct_cover():
    app = make_app(real_games=True)
    ids = [game.id for game in app.services.games]
    images = {gid: pygame.image.tobytes(gallery_art.cover(gid, SIZE), "RGBA") for gid in ids}
    generic = pygame.image.tobytes(gallery_art.cover("no_such_game", SIZE), "RGBA")
    for gid in ids:
        assert gid in gallery_art.COVERS, f"{gid} has no cover of its own"
        assert images[gid] != generic
    assert len(set(images.values())) == len(ids)  # no two games share a picture


def test_a_game_without_a_cover_gets_the_generic_one_and_covers_are_cached():
    first = gallery_art.cover("a_new_game", SIZE)
    assert first is gallery_art.cover("a_new_game", SIZE)  # drawn once per size
    assert first.get_size() == SIZE
    assert pygame.image.tobytes(first, "RGBA") == pygame.image.tobytes(
        gallery_art.cover("another_new_game", SIZE), "RGBA"
    )
    assert gallery_art.cover("lodge", (200, 90)).get_size() == (200, 90)


def test_the_title_blits_one_cover_per_card(monkeypatch):
    drawn = []
    real = title_module.cover
    monkeypatch.setattr(
        title_module, "cover", lambda gid, size: drawn.append(gid) or real(gid, size)
    )
    app = make_app(real_games=True)
    app.ctx.stack.clear_to(title_module.TitleScene(app.ctx))
    app.step([], 1 / 60)
    assert drawn[: len(app.services.games)] == [g.id for g in app.services.games]
    app = make_app()  # the toy game: the generic cover, no crash
    app.ctx.stack.clear_to(title_module.TitleScene(app.ctx))
    app.step([], 1 / 60)
    assert drawn[-1] not in gallery_art.COVERS


def test_covers_differ_without_colour():
    greys = {
        pygame.image.tobytes(pygame.transform.grayscale(gallery_art.cover(gid, SIZE)), "RGBA")
        for gid in list(gallery_art.COVERS) + ["no_such_game"]
    }
    assert len(greys) == len(gallery_art.COVERS) + 1
