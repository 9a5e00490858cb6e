"""Play across computers (issue #28): pairing by a spoken code through magic-wormhole, and a
host that holds the match and sends each remote seat its view and legal moves.

No pygame here. Imports only go down: ``ui -> net -> games -> engine``. See docs/network.md.
"""
