"""The shell scenes: title gallery, set-up, handover curtain, results, load, settings, rules."""
