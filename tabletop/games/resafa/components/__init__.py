"""Resafa's components: ``data/resafa/*.yaml`` read once (``catalogue``) into the typed records
of ``records`` (and the plain numbers of ``numbers``)."""

from .catalogue import cell_ids, components

__all__ = ["cell_ids", "components"]
