converge corpus/spec/cu-natural-loop.cfg --why
