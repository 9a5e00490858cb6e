"""Resafa's components: ``data/resafa/*.yaml`` read once (``load``) into the typed records
of ``records`` (and the plain numbers of ``numbers``)."""

from .load import cell_ids, components

__all__ = ["cell_ids", "components"]
